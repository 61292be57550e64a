#!/usr/bin/env python3
"""Which evaluation terms a set of S-Chess games rewards beyond Nereid's evaluation.

Replays each game through Nereid (UCI, SAN moves), takes Nereid's `eval` term table (and, with
--fsf, Fairy-Stockfish's classical `eval` table) of every position in a range of plies, averages
each over the game, all from one player's side, and fits the game's result on Nereid's total
and one group of terms at a time (least squares). The group's coefficient over the total's says
how much more the results reward that group than the evaluation does: 0 means the evaluation
weighs it as the results do, 1 that the results would have it twice as heavy. That is what
the results go with, not a weight to set: a group that tracks who is winning for other reasons
scores high too (README's "Measuring strength" has a case that lost badly when tried).

    scripts/results-by-term.py --pgn games.pgn --player Nereid --nereid target/release/nereid \
        [--fsf /path/to/stockfish] [--plies 16-30]

For self-play games, --player names either side (e.g. `new`). Standard library only.
"""
import argparse
import re
import subprocess
import sys

# Groups of Nereid's terms, by the names its `eval` table prints.
GROUPS = {
    'mobility': ['mobility', 'low mobility', 'middling mobility'],
    'space': ['space'],
    'king safety': ['king danger', 'king danger, squared', 'safe check', 'weak king square', 'pawn shield',
                    'king on open file', 'pawn storm', 'gate near king'],
    'piece-square': ['piece-square', 'piece-square by king file', 'piece-square by enemy king wing'],
    'material': ['material', 'hand', 'imbalance with ours', 'imbalance with theirs', 'piece by own pawns',
                 'super piece decay', 'bishop pair'],
    'threats': ['threat by attacker and victim', 'threat by pawn', 'threat by minor', 'threat by rook', 'hanging',
                'pawn push threat', 'threat by king', 'restricted'],
}
FSF_TERMS = ['Mobility', 'King safety', 'Space', 'Threats']
# A finished game's result, for White.
SCORES = {'1-0': 1.0, '0-1': 0.0, '1/2-1/2': 0.5}


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send('uci', 'setoption name UCI_Variant value seirawan')
        self.ask()

    def send(self, *lines):
        for line in lines:
            self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def ask(self, *lines):
        """Sends `lines`, then `isready`; returns what the engine printed before `readyok`."""
        self.send(*lines, 'isready')
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit('engine exited')
            if line.strip() == 'readyok':
                return out
            out.append(line.rstrip('\n'))


def games(path):
    """(first position command, SAN moves, player names, result) of each game."""
    text = open(path, encoding='utf-8', errors='replace').read()
    for game in re.split(r'\n(?=\[Event )', text):
        if '[Event ' not in game or '\n\n' not in game:
            continue
        tag = lambda name: (re.search(r'\[%s "([^"]*)"' % name, game) or [None, None])[1]
        body = game[game.index('\n\n'):]
        body = re.sub(r'\{[^}]*\}|\([^)]*\)|\$\d+', ' ', body)
        moves = [re.sub(r'^\d+\.+', '', t) for t in body.split()]
        moves = [m for m in moves if m and m not in ('1-0', '0-1', '1/2-1/2', '*')]
        start = 'position fen ' + tag('FEN') if tag('FEN') else 'position startpos'
        yield start, moves, (tag('White'), tag('Black')), tag('Result')


def table(lines, row, total):
    """The rows of an `eval` table that match `row` (name, middlegame, endgame), and the match
    of the line that matches `total`."""
    terms, summary = {}, None
    for line in lines:
        m = re.match(row, line)
        if m:
            terms[m.group(1)] = (float(m.group(2)), float(m.group(3)))
        summary = re.match(total, line) or summary
    return terms, summary


def nereid_terms(lines):
    """Each term's (mg, eg) total, the phase and the total from Nereid's `eval` table."""
    terms, m = table(lines, r"^([a-z][a-z ,'-]+?)\s{2,}.*?(-?\d+)\s+(-?\d+)$",
                     r"Phase (\d+) of (\d+).*?: ([-+]?\d+) \(White's view\)")
    if not m:
        return terms, None, None
    return terms, int(m.group(1)) / int(m.group(2)), int(m.group(3))


def fsf_terms(lines):
    """Each term's (mg, eg) total and the classical evaluation from Fairy-Stockfish's `eval`."""
    terms, m = table(lines, r'\|\s*([A-Za-z ]+?)\s*\|.*\|\s*([-0-9.]+)\s+([-0-9.]+)\s*\|$',
                     r'Classical evaluation\s+([-+0-9.]+)')
    return terms, float(m.group(1)) if m else None


def fit(y, xs):
    """Least squares of y on the columns xs and a constant: (coefficients, standard errors)."""
    cols = xs + [[1.0] * len(y)]
    k, n = len(cols), len(y)
    a = [[sum(ci[t] * cj[t] for t in range(n)) for cj in cols] for ci in cols]
    b = [sum(ci[t] * y[t] for t in range(n)) for ci in cols]
    inv = invert(a)
    coef = [sum(inv[i][j] * b[j] for j in range(k)) for i in range(k)]
    residual = [y[t] - sum(coef[i] * cols[i][t] for i in range(k)) for t in range(n)]
    s2 = sum(r * r for r in residual) / max(n - k, 1)
    return coef, [(s2 * inv[i][i]) ** 0.5 for i in range(k)]


def invert(a):
    n = len(a)
    m = [row[:] + [float(i == j) for j in range(n)] for i, row in enumerate(a)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        d = m[c][c]
        m[c] = [v / d for v in m[c]]
        for r in range(n):
            if r != c:
                f = m[r][c]
                m[r] = [vr - f * vc for vr, vc in zip(m[r], m[c])]
    return [row[n:] for row in m]


def correlation(x, y):
    n = len(x)
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = sum((a - mx) ** 2 for a in x)
    syy = sum((b - my) ** 2 for b in y)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--pgn', required=True)
    ap.add_argument('--player', required=True, help="whose side the terms and results are seen from")
    ap.add_argument('--nereid', required=True)
    ap.add_argument('--fsf', help='a Fairy-Stockfish binary, to add its classical terms')
    ap.add_argument('--plies', default='16-30', help='plies of each game (from its first position)')
    args = ap.parse_args()
    first, last = map(int, args.plies.split('-'))
    nereid = Engine(args.nereid)
    fsf = Engine(args.fsf) if args.fsf else None

    rows = []  # per game: result, then averaged values by name
    for start, moves, players, result in games(args.pgn):
        if args.player not in players or result not in SCORES:
            continue
        sign = 1 if players[0] == args.player else -1
        score = SCORES[result] if sign > 0 else 1 - SCORES[result]
        sums = {}  # by name: the sum over the game's positions and their number
        for ply in range(first, min(last, len(moves)) + 1):
            position = start + (' moves ' + ' '.join(moves[:ply]) if ply else '')
            # With Fairy-Stockfish, one reply holds the FEN (`d`) and the term table.
            reply = nereid.ask(position, *(('d',) if fsf else ()), 'eval')
            terms, phase, total = nereid_terms(reply)
            if phase is None:
                break  # a move Nereid could not read: the rest of the game is unknown
            taper = lambda mg_eg: mg_eg[0] * phase + mg_eg[1] * (1 - phase)
            values = {'total': total / 100}
            for group, names in GROUPS.items():
                values[group] = sum(taper(terms.get(n, (0, 0))) for n in names) / 100
            if fsf:
                # Fairy-Stockfish reads no SAN: it gets the position as Nereid's FEN.
                # (It has no classical evaluation for a side in check: those positions count
                # for Nereid's terms only.)
                fen = next((l[5:] for l in reply if l.startswith('FEN: ')), None)
                fterms, ftotal = fsf_terms(fsf.ask('position fen ' + fen, 'eval')) if fen else ({}, None)
                if ftotal is not None:
                    values['Fairy-Stockfish total'] = ftotal
                    for name in FSF_TERMS:
                        values['Fairy-Stockfish ' + name] = taper(fterms.get(name, (0, 0)))
            for name, v in values.items():
                sum_, n = sums.get(name, (0, 0))
                sums[name] = (sum_ + sign * v, n + 1)
        if 'total' in sums:
            rows.append((score, {name: v / n for name, (v, n) in sums.items()}))

    if len(rows) < 10:
        sys.exit('too few games (%d) with positions in plies %s' % (len(rows), args.plies))
    y = [r[0] for r in rows]
    column = lambda name: [r[1].get(name, 0.0) for r in rows]
    print('%d games, plies %d-%d, seen from %s' % (len(rows), first, last, args.player))
    print('%-32s %9s %9s %22s' % ('term', 'corr', 'ratio', '(standard error)'))
    total = column('total')
    print('%-32s %+9.3f' % ('total', correlation(total, y)))
    names = list(dict.fromkeys(name for _, values in rows for name in values))
    for name in names:
        if name == 'total':
            continue
        x = column(name)
        (c_total, c_term, _), (_, se_term, _) = fit(y, [total, x])
        ratio = c_term / c_total if c_total else float('nan')
        error = se_term / abs(c_total) if c_total else float('nan')
        print('%-32s %+9.3f %+9.2f %22.2f' % (name, correlation(x, y), ratio, error))
    nereid.send('quit')
    if fsf:
        fsf.send('quit')


if __name__ == '__main__':
    main()
