import sys, json
from game.ai.metalkrushers.simulate import setup_json, STANDARD, _load
from game.ai.metalkrushers import AGENTS, observe
from game.ai.metalkrushers.builds import front_heavy
from game.core.match import start_match
from game.rulesets.metalkrushers.build import Build
from game.rulesets.metalkrushers.requests import BuildRequest
left, right, chassis, prog = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
mine = Build(chassis, prog, left, right, front_heavy(chassis))
data = setup_json(STANDARD, "duel", 2, 1)
res = {"X": 0, "normal": 0, "draw": 0}; turns = []
for i in range(int(sys.argv[5])):
    match = start_match("metalkrushers", data, 100 + i, arena_loader=_load)
    xs = i % 2
    agents = [AGENTS["normal"](i * 3 + s) for s in range(2)]
    while not match.is_over:
        for r in sorted(match.pending(), key=lambda r: r.player):
            if isinstance(r, BuildRequest) and r.player == xs:
                c = mine
            else:
                c = agents[r.player].choose(observe(match, r.player), r)
            match.submit(r.player, c)
    w = match.result.winners
    res["draw" if not w else ("X" if w[0] == xs else "normal")] += 1
    turns.append(match.result.turns)
print(sys.argv[1:5], res, sum(turns)/len(turns))
