//! `nereid match`: engine-vs-engine matches and small tournaments refereed by Nereid's own
//! rules, with cutechess-cli-like options, PGN output, Elo/LOS and an optional SPRT.

pub mod client;
pub mod game;
pub mod hidden;
pub mod live;
pub mod openings;
pub mod pgn;
pub mod stats;

use client::{Client, EngineSpec, Proto};
use game::{Adjudication, Players, Record, TimeControl};
use openings::Opening;
use stats::{Sprt, SprtState, Tally};
use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use crate::variants::Variant;
use crate::variants::seachess::Seachess;
use crate::with_variant;

/// How pairs are formed when more than two engines take part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tournament {
    /// The first engine plays every other.
    Gauntlet,
    /// Everyone plays everyone.
    RoundRobin,
}

/// Opening source.
#[derive(Clone, Debug, Default)]
pub struct OpeningConfig {
    /// EPD or PGN file.
    pub file: Option<String>,
    /// `epd` or `pgn` (guessed from the file name when absent).
    pub format: Option<String>,
    /// Random order instead of file order.
    pub random_order: bool,
    /// Random plies from the start when there is no file.
    pub random_plies: usize,
    /// First opening to use (1-based, as cutechess).
    pub start: usize,
}

/// A whole match.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// Variant.
    pub variant: Variant,
    /// Engines with their time controls.
    pub engines: Vec<(EngineSpec, TimeControl)>,
    /// Games per pair and round.
    pub games: usize,
    /// Rounds.
    pub rounds: usize,
    /// Play each opening twice with colours swapped.
    pub repeat: bool,
    /// Games at once.
    pub concurrency: usize,
    /// Openings.
    pub openings: OpeningConfig,
    /// PGN output file.
    pub pgn_out: Option<String>,
    /// Live file: every game's moves as they are played (`nereid serve --watch`).
    pub live: Option<String>,
    /// SPRT, stopping early at a bound.
    pub sprt: Option<Sprt>,
    /// Resign/draw adjudication and time margin.
    pub adjudication: Adjudication,
    /// Pairing for more than two engines.
    pub tournament: Tournament,
    /// Seed for random openings and order.
    pub seed: u64,
}

fn parse_duration(text: &str) -> Result<Duration, String> {
    let secs = match text.split_once(':') {
        Some((m, s)) => {
            m.parse::<f64>().map_err(|_| format!("bad time {text:?}"))? * 60.0
                + s.parse::<f64>().map_err(|_| format!("bad time {text:?}"))?
        }
        None => text.parse::<f64>().map_err(|_| format!("bad time {text:?}"))?,
    };
    if !(0.0..1e7).contains(&secs) {
        return Err(format!("bad time {text:?}"));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// Reads `moves/base+inc`, `base+inc`, `base` (seconds, or `m:ss`), or `inf`.
pub fn parse_tc(text: &str) -> Result<TimeControl, String> {
    if text == "inf" || text == "infinite" {
        return Ok(TimeControl::default());
    }
    let (moves, rest) = match text.split_once('/') {
        Some((m, r)) => (Some(m.parse::<u32>().map_err(|_| format!("bad moves in {text:?}"))?.max(1)), r),
        None => (None, text),
    };
    let (base, inc) = match rest.split_once('+') {
        Some((b, i)) => (parse_duration(b)?, parse_duration(i)?),
        None => (parse_duration(rest)?, Duration::ZERO),
    };
    Ok(TimeControl { moves, base: Some(base), increment: inc, ..TimeControl::default() })
}

fn key_values(args: &[String], i: &mut usize) -> Vec<(String, String)> {
    let mut out = Vec::new();
    while *i < args.len() && !args[*i].starts_with('-') {
        let (k, v) = args[*i].split_once('=').unwrap_or((&args[*i], ""));
        out.push((k.to_string(), v.to_string()));
        *i += 1;
    }
    out
}

fn apply_engine_key(spec: &mut EngineSpec, tc: &mut TimeControl, k: &str, v: &str) -> Result<(), String> {
    match k {
        "cmd" => spec.cmd = v.to_string(),
        "name" => spec.name = v.to_string(),
        "dir" => spec.dir = Some(v.to_string()),
        "arg" => spec.args.push(v.to_string()),
        "args" => spec.args.extend(v.split_whitespace().map(str::to_string)),
        "proto" => {
            spec.proto = match v {
                "uci" => Some(Proto::Uci),
                "xboard" | "cecp" => Some(Proto::Xboard),
                _ => return Err(format!("unknown protocol {v:?} (uci or xboard)")),
            }
        }
        "tc" => {
            let parsed = parse_tc(v)?;
            tc.moves = parsed.moves;
            tc.base = parsed.base;
            tc.increment = parsed.increment;
        }
        "st" => tc.movetime = Some(parse_duration(v)?),
        "depth" => tc.depth = Some(v.parse().map_err(|_| format!("bad depth {v:?}"))?),
        "nodes" => tc.nodes = Some(v.parse().map_err(|_| format!("bad nodes {v:?}"))?),
        k if k.starts_with("option.") => spec.options.push((k["option.".len()..].to_string(), v.to_string())),
        _ => return Err(format!("unknown engine setting {k:?}")),
    }
    Ok(())
}

fn number<T: std::str::FromStr>(v: &str, what: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("bad {what} {v:?}"))
}

/// Parses cutechess-cli-style arguments (single or double dashes).
pub fn parse_args(args: &[String]) -> Result<MatchConfig, String> {
    let mut cfg = MatchConfig {
        variant: Variant::Seirawan,
        engines: Vec::new(),
        games: 2,
        rounds: 1,
        repeat: false,
        concurrency: 1,
        openings: OpeningConfig::default(),
        pgn_out: None,
        live: None,
        sprt: None,
        adjudication: Adjudication {
            margin: Duration::from_millis(100),
            stall: Duration::from_secs(600),
            ..Adjudication::default()
        },
        tournament: Tournament::Gauntlet,
        seed: 1,
    };
    let mut each: Vec<(String, String)> = Vec::new();
    let mut engine_kvs: Vec<Vec<(String, String)>> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let opt = args[i].trim_start_matches('-').to_string();
        i += 1;
        let value = |i: &mut usize| -> Result<String, String> {
            let v = args.get(*i).cloned().ok_or_else(|| format!("-{opt} needs a value"))?;
            *i += 1;
            Ok(v)
        };
        match opt.as_str() {
            "variant" => cfg.variant = value(&mut i)?.parse().map_err(|e| format!("{e}"))?,
            "engine" => engine_kvs.push(key_values(args, &mut i)),
            "each" => each.extend(key_values(args, &mut i)),
            "games" => cfg.games = number(&value(&mut i)?, "games")?,
            "rounds" => cfg.rounds = number(&value(&mut i)?, "rounds")?,
            "repeat" => {
                cfg.repeat = true;
                // cutechess allows `-repeat N`; only pairs are supported.
                if args.get(i).is_some_and(|a| a.parse::<u32>().is_ok()) {
                    i += 1;
                }
            }
            "concurrency" => cfg.concurrency = number::<usize>(&value(&mut i)?, "concurrency")?.max(1),
            "pgnout" => cfg.pgn_out = Some(value(&mut i)?),
            "live" => cfg.live = Some(value(&mut i)?),
            "seed" | "srand" => cfg.seed = number(&value(&mut i)?, "seed")?,
            "tournament" => {
                cfg.tournament = match value(&mut i)?.as_str() {
                    "gauntlet" => Tournament::Gauntlet,
                    "round-robin" | "roundrobin" => Tournament::RoundRobin,
                    other => return Err(format!("unknown tournament {other:?}")),
                }
            }
            "timemargin" => cfg.adjudication.margin = Duration::from_millis(number(&value(&mut i)?, "timemargin")?),
            "stalltimeout" => cfg.adjudication.stall = parse_duration(&value(&mut i)?)?,
            "openings" => {
                for (k, v) in key_values(args, &mut i) {
                    match k.as_str() {
                        "file" => cfg.openings.file = Some(v),
                        "format" => cfg.openings.format = Some(v),
                        "order" => cfg.openings.random_order = v == "random",
                        "plies" | "random" => cfg.openings.random_plies = number(&v, "plies")?,
                        "start" => cfg.openings.start = number(&v, "start")?,
                        "policy" => {}
                        _ => return Err(format!("unknown openings setting {k:?}")),
                    }
                }
            }
            "sprt" => {
                let mut sprt = Sprt { elo0: 0.0, elo1: 5.0, alpha: 0.05, beta: 0.05 };
                for (k, v) in key_values(args, &mut i) {
                    let x: f64 = number(&v, &k)?;
                    match k.as_str() {
                        "elo0" => sprt.elo0 = x,
                        "elo1" => sprt.elo1 = x,
                        "alpha" => sprt.alpha = x,
                        "beta" => sprt.beta = x,
                        _ => return Err(format!("unknown sprt setting {k:?}")),
                    }
                }
                cfg.sprt = Some(sprt);
            }
            "resign" => {
                let kv: HashMap<String, String> = key_values(args, &mut i).into_iter().collect();
                let count = number(kv.get("movecount").map_or("3", |s| s), "movecount")?;
                let score = number(kv.get("score").map_or("1000", |s| s), "score")?;
                cfg.adjudication.resign = Some((count, score));
            }
            "draw" => {
                let kv: HashMap<String, String> = key_values(args, &mut i).into_iter().collect();
                let from = number(kv.get("movenumber").map_or("40", |s| s), "movenumber")?;
                let count = number(kv.get("movecount").map_or("8", |s| s), "movecount")?;
                let score = number(kv.get("score").map_or("10", |s| s), "score")?;
                cfg.adjudication.draw = Some((from, count, score));
            }
            "recover" | "wait" | "ratinginterval" | "outcomeinterval" => {
                if args.get(i).is_some_and(|a| !a.starts_with('-')) && opt != "recover" {
                    i += 1;
                }
            }
            other => return Err(format!("unknown option -{other}")),
        }
    }
    for kvs in engine_kvs {
        let mut spec = EngineSpec {
            name: String::new(),
            cmd: String::new(),
            args: Vec::new(),
            dir: None,
            proto: None,
            options: Vec::new(),
        };
        let mut tc = TimeControl::default();
        for (k, v) in each.iter().chain(kvs.iter()) {
            apply_engine_key(&mut spec, &mut tc, k, v)?;
        }
        if spec.cmd.is_empty() {
            return Err("every -engine needs cmd=".into());
        }
        if spec.name.is_empty() {
            spec.name = EngineSpec::default_name(&spec.cmd);
        }
        cfg.engines.push((spec, tc));
    }
    if cfg.engines.len() < 2 {
        return Err("a match needs at least two -engine".into());
    }
    Ok(cfg)
}

/// One scheduled game.
#[derive(Clone, Debug)]
struct Job {
    number: usize,
    white: usize,
    black: usize,
    opening: Opening,
}

fn schedule(cfg: &MatchConfig, openings: &[Opening]) -> Vec<Job> {
    let n = cfg.engines.len();
    let pairs: Vec<(usize, usize)> = match cfg.tournament {
        Tournament::Gauntlet => (1..n).map(|j| (0, j)).collect(),
        Tournament::RoundRobin => (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect(),
    };
    let mut order: Vec<usize> = (0..openings.len().max(1)).collect();
    if cfg.openings.random_order {
        let mut state = cfg.seed | 1;
        for k in (1..order.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            order.swap(k, (state % (k as u64 + 1)) as usize);
        }
    }
    let per_pair = cfg.games * cfg.rounds;
    let mut jobs = Vec::new();
    let first = cfg.openings.start.saturating_sub(1);
    for g in 0..per_pair {
        for &(a, b) in &pairs {
            let swap = g % 2 == 1;
            let index = first + if cfg.repeat { g / 2 } else { g };
            let opening = if cfg.openings.random_plies > 0 && openings.is_empty() {
                openings::random(cfg.variant, cfg.openings.random_plies, cfg.seed.wrapping_add(index as u64 * 7919))
            } else {
                openings.get(order[index % order.len()]).cloned().unwrap_or_default()
            };
            let (white, black) = if swap { (b, a) } else { (a, b) };
            jobs.push(Job { number: jobs.len() + 1, white, black, opening });
        }
    }
    jobs
}

fn load_openings(cfg: &MatchConfig) -> Result<Vec<Opening>, String> {
    let Some(file) = &cfg.openings.file else { return Ok(Vec::new()) };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let pgn = cfg.openings.format.as_deref().map_or(file.ends_with(".pgn"), |f| f == "pgn");
    let list = if pgn { openings::from_pgn(&text, cfg.variant)? } else { openings::from_epd(&text, cfg.variant)? };
    if list.is_empty() {
        return Err(format!("{file} has no openings"));
    }
    Ok(list)
}

fn play_job(cfg: &MatchConfig, job: &Job, live: Option<&Arc<live::LiveLog>>) -> Result<Record, String> {
    let (ws, wtc) = &cfg.engines[job.white];
    let (bs, btc) = &cfg.engines[job.black];
    let mut white = Client::start(ws)?;
    let mut black = Client::start(bs)?;
    if cfg.variant == Variant::SeachessHidden && (white.proto != Proto::Uci || black.proto != Proto::Uci) {
        white.quit();
        black.quit();
        return Err("hidden-mode Seachess needs UCI engines (the refusal `illegal <move>` is UCI)".into());
    }
    let live = live.map(|log| {
        let live = live::Live::new(log.clone(), job.number);
        live.started(cfg.variant.name(), job.opening.fen.as_deref(), &ws.name, &bs.name);
        live
    });
    let players = Players { engines: [&mut white, &mut black], tcs: [wtc.clone(), btc.clone()], live };
    let record = if cfg.variant == Variant::SeachessHidden {
        game::play::<Seachess>(cfg.variant, &job.opening, players, cfg.adjudication, &mut hidden::Hidden::default())
    } else {
        with_variant!(cfg.variant, P => game::play::<P>(cfg.variant, &job.opening, players, cfg.adjudication, &mut game::Open::default()))
    };
    white.quit();
    black.quit();
    record
}

pub(crate) fn today() -> String {
    let days =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + (m <= 2) as i64;
    format!("{y:04}.{m:02}.{d:02}")
}

fn tc_text(tc: &TimeControl) -> String {
    match (tc.base, tc.movetime, tc.depth, tc.nodes) {
        (Some(base), ..) => {
            let inc = if tc.increment.is_zero() { String::new() } else { format!("+{}", tc.increment.as_secs_f64()) };
            let moves = tc.moves.map_or(String::new(), |m| format!("{m}/"));
            format!("{moves}{}{inc}", base.as_secs_f64())
        }
        (None, Some(st), ..) => format!("{}/move", st.as_secs_f64()),
        _ => "-".into(),
    }
}

/// The PGN of a finished game.
fn pgn_of(cfg: &MatchConfig, job: &Job, rec: &Record) -> String {
    let mut tags = vec![
        ("Event".to_string(), "Nereid match".to_string()),
        ("Site".into(), "?".into()),
        ("Date".into(), today()),
        ("Round".into(), job.number.to_string()),
        ("White".into(), cfg.engines[job.white].0.name.clone()),
        ("Black".into(), cfg.engines[job.black].0.name.clone()),
        ("Result".into(), rec.result.clone()),
    ];
    if cfg.variant != Variant::Chess {
        tags.push(("Variant".into(), cfg.variant.name().into()));
    }
    let start = rec.fen.clone().or_else(|| {
        // No other program knows these start positions: write them out.
        cfg.variant
            .own_notation()
            .then(|| crate::with_variant!(cfg.variant, P => crate::core::Rules::fen(&<P as crate::core::Rules>::startpos(cfg.variant))))
    });
    if let Some(fen) = start {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), fen));
    }
    tags.push(("TimeControl".into(), tc_text(&cfg.engines[job.white].1)));
    tags.push(("PlyCount".into(), rec.san.len().to_string()));
    tags.push(("Termination".into(), rec.termination.into()));
    let game = pgn::PgnGame {
        tags,
        moves: rec.san.clone(),
        comments: rec.comments.clone(),
        final_comment: Some(rec.reason.clone()),
        result: rec.result.clone(),
    };
    game.to_pgn(rec.first_move.0, rec.first_move.1)
}

/// Runs the match, printing progress and the final table; returns the first pair's tally.
pub fn run(cfg: &MatchConfig) -> Result<Tally, String> {
    let openings = load_openings(cfg)?;
    let jobs = schedule(cfg, &openings);
    let mut pgn_file = match &cfg.pgn_out {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("cannot write {path}: {e}"))?,
        ),
        None => None,
    };
    let live = cfg.live.as_deref().map(live::LiveLog::create).transpose()?;
    let next = AtomicUsize::new(0);
    let halt = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(usize, Result<Record, String>)>();
    // Tallies per ordered pair (a, b) with a < b, from a's view.
    let mut tallies: HashMap<(usize, usize), Tally> = HashMap::new();
    let mut first_error = None;
    std::thread::scope(|scope| {
        for _ in 0..cfg.concurrency.min(jobs.len().max(1)) {
            let (tx, next, halt, jobs, live) = (tx.clone(), &next, &halt, &jobs, live.as_ref());
            scope.spawn(move || {
                loop {
                    if halt.load(Ordering::Relaxed) {
                        return;
                    }
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(k) else { return };
                    if tx.send((k, play_job(cfg, job, live))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        for (k, outcome) in rx {
            let job = &jobs[k];
            let record = match outcome {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("game {} could not be played: {e}", job.number);
                    first_error.get_or_insert(e);
                    halt.store(true, Ordering::Relaxed);
                    continue;
                }
            };
            let (wn, bn) = (&cfg.engines[job.white].0.name, &cfg.engines[job.black].0.name);
            println!("Finished game {} ({wn} vs {bn}): {} {{{}}}", job.number, record.result, record.reason);
            if let Some(f) = pgn_file.as_mut() {
                let _ = f.write_all(pgn_of(cfg, job, &record).as_bytes());
            }
            let (a, b) = (job.white.min(job.black), job.white.max(job.black));
            let t = tallies.entry((a, b)).or_default();
            let a_is_white = job.white == a;
            match (record.result.as_str(), a_is_white) {
                ("1-0", true) | ("0-1", false) => t.wins += 1,
                ("0-1", true) | ("1-0", false) => t.losses += 1,
                _ => t.draws += 1,
            }
            let (an, bn) = (&cfg.engines[a].0.name, &cfg.engines[b].0.name);
            let elo = t.elo().map_or("n/a".to_string(), |(e, err)| format!("{e:.1} +/- {err:.1}"));
            println!(
                "Score of {an} vs {bn}: {} - {} - {}  [{:.3}] {}   Elo {elo}",
                t.wins,
                t.losses,
                t.draws,
                t.score(),
                t.games()
            );
            if let Some(sprt) = &cfg.sprt {
                let state = sprt.state(t);
                let (lo, hi) = sprt.bounds();
                println!("SPRT: llr {:.3}, lbound {lo:.3}, ubound {hi:.3}{}", sprt.llr(t), sprt_word(state));
                if state != SprtState::Continue {
                    halt.store(true, Ordering::Relaxed);
                }
            }
            let _ = std::io::stdout().flush();
        }
    });
    println!();
    let mut keys: Vec<_> = tallies.keys().copied().collect();
    keys.sort();
    for (a, b) in &keys {
        let t = tallies[&(*a, *b)];
        print_table(&cfg.engines[*a].0.name, &cfg.engines[*b].0.name, &t, cfg.sprt.as_ref());
    }
    if let Some(e) = first_error {
        return Err(e);
    }
    Ok(keys.first().map(|k| tallies[k]).unwrap_or_default())
}

fn sprt_word(state: SprtState) -> &'static str {
    match state {
        SprtState::Continue => "",
        SprtState::H1 => " - H1 was accepted",
        SprtState::H0 => " - H0 was accepted",
    }
}

fn print_table(a: &str, b: &str, t: &Tally, sprt: Option<&Sprt>) {
    println!("Results of {a} vs {b} ({} games):", t.games());
    println!("  {:<24} {:>6} {:>6} {:>6} {:>8} {:>8}", "", "wins", "draws", "losses", "score", "draws%");
    println!(
        "  {:<24} {:>6} {:>6} {:>6} {:>7.1}% {:>7.1}%",
        a,
        t.wins,
        t.draws,
        t.losses,
        100.0 * t.score(),
        100.0 * t.draw_ratio()
    );
    match t.elo() {
        Some((e, err)) => println!("  Elo difference: {e:.1} +/- {err:.1} (95 %), LOS: {:.1} %", 100.0 * t.los()),
        None => println!("  Elo difference: undefined (a clean sweep), LOS: {:.1} %", 100.0 * t.los()),
    }
    if let Some(s) = sprt {
        let (lo, hi) = s.bounds();
        println!(
            "  SPRT (elo0={}, elo1={}, alpha={}, beta={}): llr {:.3} [{lo:.3}, {hi:.3}]{}",
            s.elo0,
            s.elo1,
            s.alpha,
            s.beta,
            s.llr(t),
            sprt_word(s.state(t))
        );
    }
}
