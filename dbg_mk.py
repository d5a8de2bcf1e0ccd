import sys
from game.ai.metalkrushers.simulate import setup_json, STANDARD, _load
from game.ai.metalkrushers import AGENTS, observe
from game.core.match import start_match
from game.core.hexes import distance
data = setup_json(STANDARD, "duel", 2, 1)
levels = sys.argv[1].split(",")
match = start_match("metalkrushers", data, int(sys.argv[2]), arena_loader=_load)
agents = [AGENTS[l](7 + s) for s, l in enumerate(levels)]
last = 0
while not match.is_over:
    for r in sorted(match.pending(), key=lambda r: r.player):
        match.submit(r.player, agents[r.player].choose(observe(match, r.player), r))
    st = match.state
    if st.turn != last:
        last = st.turn
        a, b = st.krushers
        print(st.turn, distance(a.hex, b.hex), [(k.il, sum(k.armour), k.shield_ap, st.arena.terrain(k.hex), k.facing) for k in st.krushers], st.move_order)
print(match.result, [k.build for k in match.state.krushers])
