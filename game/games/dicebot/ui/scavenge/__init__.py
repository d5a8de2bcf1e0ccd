"""The scavenge on screen: getting ready, the countdown, the real-time grab (every human on
their own input device at once: ``controls``), the snake draft, the junkyard painter.

- ``controls.py``: the input devices (mouse, game controllers, keyboard clusters), what each
  is called on screen and how its input becomes cursor moves and grabs;
- ``yard.py``: the shown scavenge (dice left, sheets, grabs) from the events shown so far,
  and where each die lies on the table;
- ``prompts.py``: the ready prompt and the grab prompt (real time or snake draft);
- ``painter.py`` + ``drawing.py``: the junkyard screen (and handing over to the card table);
- ``presenters.py``: the countdown, grab animations and sounds.
"""
