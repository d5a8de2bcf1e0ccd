"""The input devices of the real-time scavenge and what their input means.

Each human grabs with a device of their own, given out in this order: the mouse (point and
click a die), every connected game controller (d-pad or stick moves a cursor, A grabs), then
keyboard clusters (four direction keys move a cursor between the dice, one key grabs). The
shared battle flow hands the devices out (``game.ui.battle.controller``); this module names
them, says which device a key belongs to, and turns a device's input into an ``Action``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

MOUSE = "mouse"
PAD_PREFIX = "joystick:"


@dataclass(frozen=True)
class Cluster:
    """A keyboard cluster: a device of its own for one player."""

    device: str
    label: str
    up: int
    left: int
    down: int
    right: int
    grab: tuple[int, ...]

    def action(self, key: int) -> Action | None:
        """What pressing ``key`` does for this cluster's player (None: not its key)."""
        if key in self.grab:
            return Action("grab")
        moves = {self.up: (0, -1), self.down: (0, 1), self.left: (-1, 0), self.right: (1, 0)}
        if key in moves:
            return Action("move", moves[key])
        return None


@dataclass(frozen=True)
class Action:
    """One thing a player's device did: "move" (by ``way``) or "grab"."""

    kind: str
    way: tuple[int, int] = (0, 0)


CLUSTERS: tuple[Cluster, ...] = (
    Cluster("keys:wasd", "W A S D move, Space grabs", pygame.K_w, pygame.K_a, pygame.K_s,
            pygame.K_d, (pygame.K_SPACE, pygame.K_LSHIFT)),
    Cluster("keys:arrows", "arrow keys move, Right Shift grabs", pygame.K_UP, pygame.K_LEFT,
            pygame.K_DOWN, pygame.K_RIGHT, (pygame.K_RSHIFT, pygame.K_RCTRL)),
    Cluster("keys:ijkl", "I J K L move, Enter grabs", pygame.K_i, pygame.K_j, pygame.K_k,
            pygame.K_l, (pygame.K_RETURN,)),
    Cluster("keys:numpad", "numpad 8 4 5 6 move, 0 grabs", pygame.K_KP8, pygame.K_KP4,
            pygame.K_KP5, pygame.K_KP6, (pygame.K_KP0, pygame.K_KP_ENTER)),
    Cluster("keys:tfgh", "T F G H move, B grabs", pygame.K_t, pygame.K_f, pygame.K_g, pygame.K_h,
            (pygame.K_b,)),
)
"""The keyboard clusters, in the order players get them (far apart first)."""
CLUSTER_OF = {cluster.device: cluster for cluster in CLUSTERS}
_KEY_DEVICE = {key: cluster.device for cluster in CLUSTERS
               for key in (cluster.up, cluster.left, cluster.down, cluster.right,
                           *cluster.grab)}
STICK_DEAD_ZONE = 0.6
"""How far a stick must be pushed to count as a move."""


def input_devices(pads: Sequence[str]) -> list[str]:
    """Every device a human may grab with, in the order they are given out."""
    return [MOUSE, *pads, *(cluster.device for cluster in CLUSTERS)]


def key_device(key: int) -> str:
    """The device a key belongs to: its cluster, or the plain "keyboard"."""
    return _KEY_DEVICE.get(key, "keyboard")


def device_label(device: str | None) -> str:
    """How a device is named next to its player's sheet."""
    if device is None:
        return "waiting for a free device"
    if device == MOUSE:
        return "the mouse, click a die"
    if device.startswith(PAD_PREFIX):
        return f"controller {device.removeprefix(PAD_PREFIX)}, d-pad moves, A grabs"
    cluster = CLUSTER_OF.get(device)
    return cluster.label if cluster is not None else device


def pad_action(event: pygame.event.Event) -> Action | None:
    """What a game controller's event does: the d-pad (a hat), the left stick pushed past
    the dead zone, or the first button (A / cross) to grab."""
    if event.type == pygame.JOYBUTTONDOWN:
        return Action("grab") if event.button == 0 else None
    if event.type == pygame.JOYHATMOTION:
        x, y = event.value
        return Action("move", (x, -y)) if (x or y) else None
    if event.type == pygame.JOYAXISMOTION:
        if event.axis not in (0, 1) or abs(event.value) < STICK_DEAD_ZONE:
            return None
        step = 1 if event.value > 0 else -1
        return Action("move", (step, 0) if event.axis == 0 else (0, step))
    return None
