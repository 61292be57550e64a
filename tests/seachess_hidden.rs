//! Seachess hidden mode, what each player learns (docs/variants/seachess.md §6): the public
//! form and the announced events of every kind of move and event, the view FEN, and over
//! random games, that no view and no announcement gives away a hidden square.

mod common;

use common::Nereid;
use nereid::core::{Color, MoveList, Rules};
use nereid::referee::hidden::tell;
use nereid::variants::Variant;
use nereid::variants::seachess::belief::Belief;
use nereid::variants::seachess::hidden::{Knowledge, announce, is_hidden, view_fen};
use nereid::variants::seachess::{MoveKind, Seachess, squares};
use std::time::{Duration, Instant};

fn pos(fen: &str) -> Seachess {
    Seachess::from_fen(Variant::Seachess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn announced(fen: &str, token: &str) -> String {
    let p = pos(fen);
    let m = p.parse_move(token).unwrap_or_else(|e| panic!("{fen} {token}: {e}"));
    announce(&p, m, &p.play(m)).to_string()
}

#[test]
fn every_kind_of_move_and_event_is_announced_as_the_rules_say() {
    let empty = "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 0 1";
    for (fen, token, public) in [
        // Visible moves in full.
        (format!("{empty} - -"), "e2e6", "e2e6"),
        // A plant and an underwater move are both `??`.
        ("4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -".into(), "M@c1", "??"),
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Se5:1".into(), "e5uc4", "??"),
        // A dive shows where it started; emerging shows where it ends.
        ("4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -".into(), "d5vb4", "d5v??"),
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Se5:1,sh8:2".into(), "e5^e5", "??^e5"),
        // Sonar surfaces a sub that dives next to an enemy destroyer at once.
        ("4k3/8/12/12/12/2b2d6/12/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -".into(), "d5ve7", "d5v??!se7"),
        // A mine explodes under a boat.
        (format!("{empty} me3 -"), "e2e3", "e2e3!me3"),
        // A sub moving underwater onto a mine dies with it: only the square is told.
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 mc4 Se5:1".into(), "e5uc4", "??!mc4"),
        // A mine planted over a submerged enemy sub destroys it.
        ("4k3/8/12/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 - se5:2".into(), "M@e5", "??!xe5"),
        // A destroyer landing on a submerged sub destroys it.
        ("4k3/8/12/12/12/12/12/12/12/12/2D5/4K3 w - - 0 1 - sg4:2".into(), "e2g4", "e2g4!xg4"),
        // A timer surfacing: under a commando ship it sinks, on an empty square it surfaces.
        (format!("{empty} - sg1:0"), "e2e3", "e2e3!xg1"),
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - sg1:0".into(), "g1g2", "g1g2!sg1"),
        // A hidden check by a submerged sub is announced, its square is not.
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - sd4:2".into(), "d4uf3", "??!+"),
    ] {
        assert_eq!(announced(&fen, token), public, "{fen} {token}");
    }
}

#[test]
fn a_view_leaves_out_the_opponents_mines_and_sub_squares() {
    let p = pos("4k3/8/12/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 Mc4,md9 se5:2,Sh8:1,sb6:0");
    assert_eq!(
        view_fen(&p, Color::White, &Knowledge::default()),
        "4k3/8/12/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 Mc4 Sh8:1,s??:0,s??:2"
    );
    assert_eq!(
        view_fen(&p, Color::Black, &Knowledge::default()),
        "4k3/8/12/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 md9 se5:2,sb6:0,S??:1"
    );
}

#[test]
fn after_a_hidden_move_the_enemy_cruisers_flags_are_unknown_until_they_reload() {
    // White has a sub below and two loaded cruisers: `??` could be either plant or the sub.
    let p = pos("4k3/8/12/12/12/12/12/12/12/4C7/8/C3K3 w - - 0 1 - Sh8:2");
    let m = p.parse_move("h8uf7").unwrap();
    let next = p.play(m);
    let mut black = Knowledge::default();
    black.observe(Color::Black, &p, m, &next);
    assert_eq!(squares(black.unknown_cruisers).count(), 2);
    let view = view_fen(&next, Color::Black, &black);
    assert!(view.starts_with("4k3/8/12/12/12/12/12/12/12/4C{?}7/8/C{?}3K3 b"), "{view}");
    assert!(view.ends_with(" - S??:2"), "{view}");
    // Without a sub and with one loaded cruiser, `??` can only be that cruiser's plant.
    let p = pos("4k3/8/12/12/12/12/12/12/12/4C7/8/C{-}3K3 w - - 0 1 - -");
    let m = p.parse_move("M@e3").unwrap();
    let mut black = Knowledge::default();
    black.observe(Color::Black, &p, m, &p.play(m));
    assert_eq!(black.unknown_cruisers, 0);
}

/// Random open-mode games: in every ply, the announcement says exactly what §6.2 allows,
/// and neither view names a square of the other side's secrets.
#[test]
fn nothing_hidden_leaks_through_views_or_announcements_in_random_games() {
    let mut state = 0x5EA5_1DE5_u64;
    let mut hidden_plies = 0;
    let mut events = 0;
    for game in 0..60 {
        let mut p = Seachess::startpos(Variant::Seachess);
        let mut knowledge = [Knowledge::default(), Knowledge::default()];
        let mut moves = MoveList::new();
        for _ in 0..160 {
            if p.outcome().is_some() {
                break;
            }
            p.legal_moves(&mut moves);
            // Prefer the hidden kinds a third of the time so that games are full of them.
            let hidden: Vec<_> = moves.iter().copied().filter(|&m| is_hidden(m)).collect();
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = if !hidden.is_empty() && state.is_multiple_of(3) {
                hidden[(state >> 8) as usize % hidden.len()]
            } else {
                moves[(state >> 8) as usize % moves.len()]
            };
            let next = p.play(m);
            let a = announce(&p, m, &next);
            let text = a.to_string();
            match m.kind() {
                MoveKind::Plant | MoveKind::Underwater => assert!(a.public == "??", "{text}"),
                MoveKind::Dive => assert!(a.public.ends_with("v??"), "{text}"),
                MoveKind::Emerge => assert!(a.public.starts_with("??^"), "{text}"),
                _ => assert_eq!(a.public, p.move_text(m)),
            }
            hidden_plies += usize::from(is_hidden(m));
            events += a.events.len();
            // Explosions are exactly the mines that vanished; check is announced iff true.
            let exploded = (p.all_mines() & !next.all_mines()).count_ones() as usize;
            assert_eq!(text.matches("!m").count(), exploded, "{text}");
            assert_eq!(text.ends_with("!+"), next.is_check(), "{text}");
            for viewer in [Color::White, Color::Black] {
                knowledge[viewer as usize].observe(viewer, &p, m, &next);
                let k = &knowledge[viewer as usize];
                assert_eq!(
                    k.unknown_cruisers & !next.pieces(viewer.other(), nereid::variants::seachess::Role::Cruiser),
                    0
                );
                let view = view_fen(&next, viewer, k);
                let fields: Vec<&str> = view.split(' ').collect();
                let (own_mine, own_sub) = if viewer.is_white() { ('M', 'S') } else { ('m', 's') };
                if fields[6] != "-" {
                    assert!(fields[6].split(',').all(|t| t.starts_with(own_mine)), "game {game}: {view}");
                }
                if fields[7] != "-" {
                    for t in fields[7].split(',') {
                        assert!(t.starts_with(own_sub) || t[1..].starts_with("??:"), "game {game}: {view}");
                    }
                }
                assert_eq!(fields[7].matches("??").count(), next.submerged(viewer.other()).count_ones() as usize);
            }
            p = next;
        }
    }
    assert!(hidden_plies > 500 && events > 50, "hidden plies {hidden_plies}, events {events}");
}

/// Both players track their beliefs through random games in which each picks its move from
/// one of its own hypotheses (so some attempts are refused by the truth, as in a real hidden
/// game): the true position is always among the hypotheses, and refusals never empty them.
#[test]
fn belief_tracking_keeps_the_truth_through_random_games() {
    let mut state = 0xBE11_EF5E_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let (mut largest, mut refusals, mut plies) = (0, 0, 0);
    for _game in 0..24 {
        let start = Seachess::startpos(Variant::Seachess);
        let mut beliefs = [Belief::new(start.clone(), Color::Black), Belief::new(start.clone(), Color::White)];
        let mut truth = start;
        let mut moves = MoveList::new();
        for _ in 0..120 {
            if truth.outcome().is_some() {
                break;
            }
            let us = truth.turn();
            // Attempts: moves legal in a hypothesis of the mover, until the truth accepts one.
            let m = loop {
                let hypothesis = beliefs[us as usize].sample(1).pop().expect("a hypothesis");
                hypothesis.legal_moves(&mut moves);
                let hidden: Vec<_> = moves.iter().copied().filter(|&m| is_hidden(m)).collect();
                let r = next();
                let pick = if !hidden.is_empty() && r % 3 == 0 {
                    hidden[(r >> 8) as usize % hidden.len()]
                } else {
                    moves[(r >> 8) as usize % moves.len()]
                };
                let token = hypothesis.move_text(pick);
                match truth.parse_move(&token) {
                    Ok(m) => break m,
                    Err(_) => {
                        refusals += 1;
                        assert!(beliefs[us as usize].rejected(&token), "a refusal emptied the belief");
                    }
                }
            };
            let after = truth.play(m);
            let [own, heard] = tell(&truth, m, &after);
            assert!(beliefs[us as usize].own_move(&truth.move_text(m), &own), "own move {own}");
            assert!(beliefs[us.other() as usize].opponent_ply(&heard), "opponent ply {heard}");
            truth = after;
            plies += 1;
            for b in &beliefs {
                largest = largest.max(b.states().len());
                if !b.sampled {
                    assert!(
                        b.states().iter().any(|h| h.hash() == truth.hash() && h.fen() == truth.fen()),
                        "truth lost after {heard}"
                    );
                }
                // Every hypothesis agrees with the truth on everything the player can see.
                let viewer = b.me();
                for h in b.states().iter().take(50) {
                    assert_eq!(h.occupied(), truth.occupied());
                    assert_eq!(h.ours(viewer), truth.ours(viewer));
                    assert_eq!(
                        h.pieces(viewer, nereid::variants::seachess::Role::Sub),
                        truth.pieces(viewer, nereid::variants::seachess::Role::Sub)
                    );
                    assert_eq!(h.submerged(viewer), truth.submerged(viewer));
                    assert_eq!(h.mines_of(viewer), truth.mines_of(viewer));
                }
            }
        }
    }
    eprintln!("plies {plies}, refusals {refusals}, largest belief {largest}");
    assert!(plies > 1500, "{plies}");
}

/// White's belief, and the truth, after the plies `tokens` from `start`, each player told
/// what the referee tells it (`referee::hidden::tell`).
fn white_follows(start: &str, tokens: &[&str]) -> (Belief, Seachess) {
    let mut truth = pos(start);
    let mut white = Belief::new(truth.clone(), Color::White);
    for token in tokens {
        let m = truth.parse_move(token).unwrap_or_else(|e| panic!("{token}: {e}"));
        let after = truth.play(m);
        let [own, public] = tell(&truth, m, &after);
        if truth.turn() == Color::White {
            assert!(white.own_move(&truth.move_text(m), &own), "{own}");
        } else {
            assert!(white.opponent_ply(&public), "{public}");
        }
        truth = after;
    }
    (white, truth)
}

/// A step into a check that only an unseen mine might block is legal in some hypotheses, but
/// illegal in the player's view, so it would lose the game if the truth forbids it too (§6.3):
/// neither the Random Mover nor the full player tries it. Here Black's `??` was a submarine
/// move or a mine on c5, and once the cruiser on c5 steps aside, Kc1 and Kc2 are legal only
/// if the mine is there. (The Random Mover once forfeited a game this way.)
#[test]
fn the_hidden_mode_player_never_risks_a_move_its_view_forbids() {
    use nereid::referee::hidden::view_allows;
    use nereid::search::{Control, Limits, Options};
    use nereid::variants::seachess::hidden_player::choose;
    let (mut white, truth) =
        white_follows("4k3/8/2c9/12/12/12/12/2c9/9C2/12/8/1K6 b - - 0 1 - sh7:3", &["h7ug9", "j4j3", "c5f5"]);
    let risky = ["d1c1", "d1c2"];
    assert!(risky.iter().all(|t| truth.parse_move(t).is_err() && !view_allows(&truth, t)));
    let with_mine = white.states().iter().filter(|h| risky.iter().all(|t| h.parse_move(t).is_ok())).count();
    eprintln!("{with_mine} of {} hypotheses allow Kc1 and Kc2", white.states().len());
    assert!(with_mine > 0, "a hypothesis with the mine on c5 allows the king onto the c-file");
    // One hypothesis in 10 has the mine, and then two moves in about 25 are risky: the
    // Random Mover needs many tries to meet one.
    for (random_mover, nodes, tries) in [(true, 1, 3000), (false, 400, 16)] {
        let options = Options { random_mover, ..Options::default() };
        let limits = Limits { nodes: Some(nodes), ..Limits::default() };
        for seed in 0..tries {
            let choice = choose(&mut white, &[], &limits, &options, &Control::default(), seed, Instant::now());
            let best = choice.best.expect("a move");
            assert!(view_allows(&truth, &best), "seed {seed}, random {random_mover}: {best}");
        }
    }
}

/// A refused attempt tells the player something: here that Black's `??` was the mine plant
/// on e10 (a slide through it is illegal) and not a move of the sub below h7.
#[test]
fn a_refused_slide_reveals_the_mine_it_crossed() {
    let (mut white, truth) =
        white_follows("4k3/8/4c7/12/12/12/12/12/4C7/12/8/K7 b - - 0 1 - sh7:3", &["M@e10", "c1d1", "e10b10"]);
    let before = white.states().len();
    assert!(before > 1, "the sub's moves and the plant are all possible");
    assert!(truth.parse_move("e4e11").is_err(), "the slide crosses the mine on e10");
    assert!(white.rejected("e4e11"));
    assert_eq!(white.states().len(), 1);
    assert_eq!(white.states()[0].fen(), truth.fen());
}

/// Runs `nereid match` with `args`; returns its standard output and the PGN written.
fn run_match(name: &str, args: &[String]) -> (String, String) {
    let dir = std::env::temp_dir().join(format!("nereid-hidden-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    let mut all: Vec<String> = vec!["match".into()];
    all.extend(args.iter().cloned());
    all.extend(["-pgnout".into(), pgn.to_string_lossy().into_owned()]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nereid")).args(&all).output().expect("run nereid match");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "nereid match failed: {}\n{stdout}", String::from_utf8_lossy(&out.stderr));
    (stdout, std::fs::read_to_string(&pgn).unwrap_or_default())
}

fn scripted(log: &std::path::Path, moves: &[&str]) -> String {
    let script: std::path::PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "engines", "scripted.sh"].iter().collect();
    let mut spec = format!("cmd={} arg={}", script.display(), log.display());
    for m in moves {
        spec.push_str(&format!(" arg={m}"));
    }
    spec
}

/// The position of the scripted games: Black has a cruiser on e10 and a sub under h7, White
/// a cruiser on e4; Black to move.
const SCRIPTED_START: &str = "4k3/8/4c7/12/12/12/12/12/4C7/12/8/K7 b - - 0 1 - sh7:3";

/// A hidden-mode game from [`SCRIPTED_START`] between two scripted engines (or a seat as
/// White, when `white` is given whole): (what White heard, what Black heard, the PGN).
fn scripted_game(
    name: &str,
    white: Option<String>,
    white_moves: &[&str],
    black_moves: &[&str],
) -> (String, String, String) {
    let dir = std::env::temp_dir().join(format!("nereid-hidden-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let book = dir.join("book.epd");
    std::fs::write(&book, format!("{SCRIPTED_START}\n")).unwrap();
    let (white_log, black_log) = (dir.join("white.log"), dir.join("black.log"));
    let white = white.unwrap_or_else(|| scripted(&white_log, white_moves));
    let black = scripted(&black_log, black_moves);
    let mut args: Vec<String> = vec!["-variant".into(), "seachess-hidden".into()];
    for (spec, name) in [(&white, "W"), (&black, "B")] {
        args.push("-engine".into());
        args.extend(spec.split(' ').map(String::from));
        args.push(format!("name={name}"));
    }
    args.extend(["-each", "tc=60+1", "-games", "1", "-openings"].map(String::from));
    args.extend([format!("file={}", book.display()), "format=epd".into()]);
    let (stdout, pgn) = run_match(name, &args);
    assert!(stdout.contains("Results of W vs B (1 games)"), "{stdout}");
    let read = |p: &std::path::Path| std::fs::read_to_string(p).unwrap_or_default();
    (read(&white_log), read(&black_log), pgn)
}

/// The referee tells each engine exactly its own view: the lines two scripted engines receive
/// in a short game, a refused attempt (a slide through the mine Black planted unseen) and a
/// forfeit for a move illegal even in its player's view; the PGN holds the true game.
#[test]
fn the_referee_sends_each_engine_its_view_and_nothing_more() {
    let (white, black, pgn) = scripted_game("script", None, &["c1d1", "e4e11", "e4e9"], &["M@e10", "e10b10"]);
    let start = SCRIPTED_START;
    assert_eq!(
        black.lines().collect::<Vec<_>>(),
        [
            format!("position fen {start}"),
            format!("position fen {start} moves M@e10 c1d1"),
            format!("position fen {start} moves M@e10 c1d1 e10b10 e4e9"),
        ]
    );
    assert_eq!(
        white.lines().collect::<Vec<_>>(),
        [
            format!("position fen {start} moves ??"),
            format!("position fen {start} moves ?? c1d1 e10b10"),
            "illegal e4e11".to_string(),
        ]
    );
    // Black's third answer is `0000`, illegal in any view: it forfeits.
    assert!(pgn.contains("1-0"), "{pgn}");
    assert!(pgn.contains("illegal move"), "{pgn}");
    assert!(pgn.contains(&format!("[FEN \"{start}\"]")), "{pgn}");
    assert!(pgn.contains("M@e10"), "the PGN holds the true moves: {pgn}");
}

/// A fallback list (`bestmove e4e11 alt e4e9`) is tried by the referee before it troubles the
/// engine with a refusal.
#[test]
fn the_referee_tries_the_alt_list_before_refusing() {
    let (white, black, pgn) = scripted_game("alt", None, &["c1d1", "e4e11_alt_e4e9"], &["M@e10", "e10b10"]);
    assert!(!white.contains("illegal"), "{white}");
    assert!(black.contains("moves M@e10 c1d1 e10b10 e4e9"), "{black}");
    assert!(pgn.contains("1-0"), "{pgn}");
}

/// Nereid against Nereid and against a random view-legal mover in hidden mode: games end by
/// the rules or adjudication, never by a protocol fault.
#[test]
fn nereid_plays_hidden_mode_games_to_a_result() {
    let me = format!("cmd={}", env!("CARGO_BIN_EXE_nereid"));
    for (second, name) in
        [(vec![me.clone()], "Nereid2"), (vec![me.clone(), "option.Random Mover=true".into()], "Random")]
    {
        let mut args: Vec<String> = vec![
            "-variant".into(),
            "seachess-hidden".into(),
            "-engine".into(),
            me.clone(),
            "name=Nereid".into(),
            "-engine".into(),
        ];
        args.extend(second);
        args.push(format!("name={name}"));
        args.extend(["-each", "nodes=2000", "-games", "2", "-repeat", "-openings", "plies=4"].map(String::from));
        let (stdout, pgn) = run_match(name, &args);
        assert!(stdout.contains("(2 games)"), "{stdout}");
        assert!(!pgn.contains("illegal move") && !pgn.contains("disconnects") && !pgn.contains("stalls"), "{pgn}");
    }
}

/// Nereid as a hidden-mode engine over UCI: public forms in `position`, a refusal answered
/// with another move, and a move within its time although three unseen moves of two
/// submarines and two cruisers leave thousands of hypotheses.
#[test]
fn the_hidden_mode_engine_keeps_time_with_many_hypotheses_and_takes_refusals() {
    let start = "6k1/8/2c6c2/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - sc6:3,sj4:3";
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Variant value seachess-hidden");
    e.send(&format!("position fen {start} moves ?? g1f1 ?? f1g1 ?? g1f1 ??"));
    e.send("d");
    let lines = e.expect("the diagram", Duration::from_secs(20), |l| l.contains("hypotheses"));
    let line = lines.last().unwrap();
    let count: usize =
        line.split("; ").nth(1).and_then(|t| t.split(' ').next()).and_then(|n| n.parse().ok()).unwrap_or(0);
    assert!(count >= 1500, "{line}");
    let asked = Instant::now();
    let (_, best, _) = e.go("movetime 300", Duration::from_secs(10));
    assert!(asked.elapsed() < Duration::from_millis(1500), "took {:?} with {count} hypotheses", asked.elapsed());
    assert!(best.starts_with('g') || best.starts_with('e') || best.starts_with('f') || best.starts_with('h'), "{best}");
    // Refuse it: the engine thinks again and answers with another move.
    e.send(&format!("illegal {best}"));
    let lines = e.expect("a second bestmove", Duration::from_secs(10), |l| l.starts_with("bestmove"));
    let second = lines.last().unwrap().split_whitespace().nth(1).unwrap().to_string();
    assert_ne!(second, best);
    // A history that contradicts itself is an error, not a crash.
    e.send("position startpos moves e2e3 ??!+");
    e.send("go movetime 50");
    let lines = e.expect("bestmove", Duration::from_secs(10), |l| l.starts_with("bestmove"));
    assert_eq!(lines.last().unwrap(), "bestmove 0000");
    e.send("isready");
    e.expect_line("readyok", Duration::from_secs(5));
}

/// A person plays through `nereid seat` (here from a file instead of the terminal): they see
/// only their own view, mistyped and illegal moves are asked again, and a refusal is
/// explained.
#[test]
fn a_person_plays_hidden_mode_through_a_seat() {
    let dir = std::env::temp_dir().join(format!("nereid-hidden-person-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (typed, shown) = (dir.join("typed.txt"), dir.join("shown.txt"));
    std::fs::write(&typed, "z9z9\nmoves\nc1d1\ne4e11\ne4e9\n").unwrap();
    let seat = format!(
        "cmd={} arg=seat arg=--input arg={} arg=--output arg={}",
        env!("CARGO_BIN_EXE_nereid"),
        typed.display(),
        shown.display()
    );
    let (_, _, pgn) = scripted_game("seat", Some(seat), &[], &["M@e10", "e10b10"]);
    let screen = std::fs::read_to_string(&shown).unwrap();
    assert!(screen.contains("\"z9z9\" is not a legal move here."), "{screen}");
    assert!(screen.contains("The referee refused e4e11"), "{screen}");
    assert!(screen.contains("View: "), "{screen}");
    assert!(!screen.contains("me10") && !screen.contains("sh7"), "the person saw a secret: {screen}");
    assert!(pgn.contains("1-0"), "{pgn}");
}
