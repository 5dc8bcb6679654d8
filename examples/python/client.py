#!/usr/bin/env python3
"""A client of `fuda engine` written with the Python standard library alone.

For every game the engine offers, it
  1. plays a whole game answering at random (Python's own generator, seeded), and
  2. re-plays a game that `fuda sim` recorded (random agents, the same seed and decks), through the
     protocol, and checks that every state hash and the result are the ones `fuda sim` recorded.

Usage: python3 examples/python/client.py [PATH-TO-FUDA]   (default: target/release/fuda)
Exit status 0 when every check holds, 1 otherwise.
"""

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path


class Engine:
    """One `fuda engine` process: a request a line in, a response a line out."""

    def __init__(self, fuda):
        self.process = subprocess.Popen(
            [fuda, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8"
        )
        self.sent = 0

    def ask(self, cmd, **fields):
        self.sent += 1
        request = {"cmd": cmd, "id": self.sent, **fields}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        response = json.loads(self.process.stdout.readline())
        if response.get("id") != self.sent:
            raise RuntimeError(f"response out of order: {response}")
        return response

    def must(self, cmd, **fields):
        response = self.ask(cmd, **fields)
        if not response["ok"]:
            raise RuntimeError(f"{cmd} refused: {response['error']}")
        return response

    def close(self):
        self.process.stdin.close()
        return self.process.wait()


def play_at_random(engine, game, seed):
    """A whole game, every answer drawn from Python's generator seeded with `seed`."""
    rng = random.Random(seed)
    handle = engine.must("new", game=game, seed=seed)["handle"]
    answers = 0
    while True:
        decision = engine.must("decision", handle=handle)
        if decision["over"]:
            break
        other = (decision["seat"] + 1) % 2
        wrong = engine.ask("answer", handle=handle, seat=other, index=0)
        if wrong["ok"]:
            raise RuntimeError(f"{game}: an answer from seat {other}, not deciding, was accepted")
        index = rng.randrange(len(decision["options"]))
        engine.must("answer", handle=handle, seat=decision["seat"], index=index)
        answers += 1
    engine.must("close", handle=handle)
    return answers, decision["winners"]


def replay_sim(engine, fuda, game, seed):
    """`fuda sim --seed 0` records games 0 to `seed`; game `seed` is dealt as the engine deals a new
    game of that seed, and the protocol re-plays its answers and must meet its hashes."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            [fuda, "sim", game, "--games", str(seed + 1), "--seed", "0", "--record", folder],
            check=True, stdout=subprocess.DEVNULL,
        )
        replay = json.loads((Path(folder) / f"{game}-{seed}.json").read_text(encoding="utf-8"))
    handle = engine.must("new", game=game, seed=seed)["handle"]
    for step, (index, recorded) in enumerate(zip(replay["answers"], replay["hashes"]), start=1):
        seat = engine.must("decision", handle=handle)["seat"]
        engine.must("answer", handle=handle, seat=seat, index=index)
        found = engine.must("hash", handle=handle)["hash"]
        if found != recorded:
            raise RuntimeError(f"{game} seed {seed}: answer {step}: hash {found}, fuda sim recorded {recorded}")
    result = engine.must("decision", handle=handle)
    if not result["over"]:
        raise RuntimeError(f"{game} seed {seed}: fuda sim's game ended, the protocol's goes on")
    winners = " ".join(f"P{w + 1}" for w in result["winners"])
    if replay["outcome"] != f"{winners} wins" and not (result["winners"] == [] and replay["outcome"] == "a draw"):
        raise RuntimeError(f"{game} seed {seed}: winners {result['winners']}, fuda sim says {replay['outcome']}")
    engine.must("close", handle=handle)
    return len(replay["answers"])


def main():
    fuda = sys.argv[1] if len(sys.argv) > 1 else "target/release/fuda"
    engine = Engine(fuda)
    try:
        games = engine.must("games")
        print(f"fuda engine, protocol {games['protocol']}")
        for game in games["games"]:
            name = game["name"]
            answers, winners = play_at_random(engine, name, seed=11)
            print(f"{name}: a random game of {answers} answers, winners {winners}")
            replayed = replay_sim(engine, fuda, name, seed=5)
            print(f"{name}: fuda sim's game of seed 5 re-played, {replayed} hashes match")
        garbage = engine.ask("fly")
        if garbage["ok"]:
            raise RuntimeError("an unknown command was accepted")
    except RuntimeError as failure:
        print(f"FAIL: {failure}")
        engine.close()
        return 1
    return 0 if engine.close() == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
