//! The `nereid` binary: protocol mode with no arguments, tools as subcommands.

use clap::{Parser, Subcommand};
use nereid::core::Rules;
use nereid::variants::Variant;
use nereid::with_variant;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "nereid", version, about = "Nereid, a multi-variant chess engine (Seirawan Chess, chess, ...)")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaf nodes of the legal move tree (move generator check).
    Perft {
        /// Variant name (see `nereid variants`).
        #[arg(long, default_value = "seirawan")]
        variant: String,
        /// Start position in the variant's FEN; the variant's start position if omitted.
        #[arg(long)]
        fen: Option<String>,
        /// Moves to play from that position first, in coordinate notation, separated by spaces.
        #[arg(long, default_value = "")]
        moves: String,
        /// Depth in plies.
        #[arg(long)]
        depth: u32,
        /// Print the count below each root move.
        #[arg(long)]
        divide: bool,
        /// Threads (parallel over root moves).
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// Search fixed positions to a fixed depth on one thread; the last line is `N nodes M nps`.
    Bench {
        /// Depth in plies.
        #[arg(long, default_value_t = nereid::bench::DEFAULT_DEPTH)]
        depth: u32,
        /// Only this variant's positions (e.g. `seirawan`, for S-Chess speed alone).
        #[arg(long)]
        variant: Option<String>,
    },
    /// Analyse a position (board, then score, W/D/L and principal variation per depth), or
    /// review the games of a PGN file (`--pgn`): every move scored, mistakes marked with the
    /// engine's better line, accuracy per side.
    Analyse(AnalyseArgs),
    /// Referee engine-vs-engine games (cutechess-cli-like options), e.g.
    /// `nereid match --variant seirawan -engine cmd=nereid -engine cmd=fairymax proto=xboard -each tc=10+0.1 -games 20 -repeat`.
    #[command(disable_help_flag = true)]
    Match {
        /// Options as for cutechess-cli: -engine, -each, -games, -rounds, -repeat, -concurrency,
        /// -openings, -pgnout, -sprt, -resign, -draw, -tournament, -timemargin, -stalltimeout, -seed, -variant.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Measure piece values from the games of a PGN file (a logistic fit of the results on
    /// the material of their quiet positions), in centipawns with standard errors.
    Values {
        /// The games (e.g. `nereid match ... -pgnout games.pgn`).
        #[arg(long)]
        pgn: std::path::PathBuf,
        /// Variant of games without a `Variant` tag.
        #[arg(long, default_value = "seirawan")]
        variant: String,
        /// Leave out this many plies at the start of each game (the opening).
        #[arg(long, default_value_t = 8)]
        skip: usize,
    },
    /// Fit the S-Chess evaluation's weights to the results of games (Texel's method) and
    /// write them as `weights.rs`, e.g. `nereid tune --pgn a.pgn --pgn b.pgn --out weights.rs`.
    Tune {
        /// Games (repeatable); S-Chess and S-Chess960 games are used, others skipped.
        #[arg(long, required = true)]
        pgn: Vec<std::path::PathBuf>,
        /// Where to write the fitted weights (Rust source for `src/variants/seirawan/weights.rs`).
        #[arg(long)]
        out: std::path::PathBuf,
        /// Leave out this many plies at the start of each game (the opening book).
        #[arg(long, default_value_t = 4)]
        skip: usize,
        /// Passes of gradient descent.
        #[arg(long, default_value_t = 2000)]
        epochs: usize,
        /// Step size (Adam), centipawns.
        #[arg(long, default_value_t = 1.0)]
        rate: f64,
        /// Pull toward the starting weights (mean squared error per centipawn²).
        #[arg(long, default_value_t = 0.0)]
        ridge: f64,
        /// Share of the target taken from the scores in the games' move comments (as
        /// `nereid match` and cutechess-cli write them); the rest is the result.
        #[arg(long, default_value_t = 0.0)]
        score_weight: f64,
        /// A term to leave as it is (repeatable), e.g. `--fixed piece-square`.
        #[arg(long)]
        fixed: Vec<String>,
    },
    /// Score the quiet positions of S-Chess games with a UCI engine (e.g. Fairy-Stockfish) and
    /// write the games with those scores as move comments, for `nereid tune --score-weight`.
    Label {
        /// Games (repeatable).
        #[arg(long, required = true)]
        pgn: Vec<std::path::PathBuf>,
        /// Where to write the labelled games.
        #[arg(long)]
        out: std::path::PathBuf,
        /// The UCI engine's program.
        #[arg(long)]
        engine: String,
        /// An engine option, `Name=Value` (repeatable), e.g. `--option Hash=16`.
        #[arg(long)]
        option: Vec<String>,
        /// Nodes per position.
        #[arg(long, default_value_t = 10000)]
        nodes: u64,
        /// Leave out this many plies at the start of each game (as `tune --skip`).
        #[arg(long, default_value_t = 4)]
        skip: usize,
        /// Engines run at once.
        #[arg(long, default_value_t = 1)]
        concurrency: usize,
    },
    /// Play S-Chess games of Nereid against itself at a fixed node count from random openings,
    /// for training (`nereid train`): a PGN with the search's score after every move.
    Datagen {
        /// Where to write the games (appended to).
        #[arg(long)]
        out: std::path::PathBuf,
        /// Games to play.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Nodes per move.
        #[arg(long, default_value_t = 5000)]
        nodes: u64,
        /// Random plies from the start position before the engines take over.
        #[arg(long, default_value_t = 8)]
        plies: usize,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        concurrency: usize,
        /// Seed of the random openings (use a new one for each batch of games).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Train the S-Chess network on the quiet positions of games (as `nereid datagen` writes
    /// them) and write it in the format embedded as `src/variants/seirawan/seirawan.nnue`.
    Train {
        /// Games (repeatable).
        #[arg(long, required = true)]
        pgn: Vec<std::path::PathBuf>,
        /// Where to write the network.
        #[arg(long)]
        out: std::path::PathBuf,
        /// Leave out this many plies at the start of each game (the random opening).
        #[arg(long, default_value_t = 8)]
        skip: usize,
        /// Passes over the positions.
        #[arg(long, default_value_t = 30)]
        epochs: usize,
        /// Step size (Adam); tenfold smaller for the last quarter of the epochs.
        #[arg(long, default_value_t = 0.001)]
        rate: f32,
        /// Positions per step.
        #[arg(long, default_value_t = 4096)]
        batch: usize,
        /// Share of the target taken from the scores in the move comments; the rest is the result.
        #[arg(long, default_value_t = 0.5)]
        score_weight: f64,
        /// Weight decay of the input weights (AdamW).
        #[arg(long, default_value_t = 0.0)]
        decay: f32,
        /// Do not also train on the positions mirrored left to right.
        #[arg(long)]
        no_mirror: bool,
        /// Seed of the initial weights and the shuffling.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// List the variants Nereid plays.
    Variants,
    /// Speak UCI on stdin/stdout (without waiting for the first command to decide).
    Uci,
    /// Speak XBoard/CECP v2 on stdin/stdout.
    Xboard,
    /// A person's seat for `nereid match`: speaks UCI to the referee and shows the board and
    /// asks for moves on the terminal, e.g. `-engine cmd=nereid arg=seat name=You`.
    Seat {
        /// Read the person's moves from this file instead of the terminal.
        #[arg(long)]
        input: Option<std::path::PathBuf>,
        /// Show the person the board in this file instead of the terminal.
        #[arg(long)]
        output: Option<std::path::PathBuf>,
    },
    /// The web board: play Nereid, analyse and watch matches in a browser, every variant.
    Serve {
        /// Port to listen on (0: any free port).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Address to bind; the default serves this machine only.
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Open the page in the desktop's browser.
        #[arg(long)]
        open: bool,
        /// A live file of `nereid match -live F` to offer under Watch (repeatable).
        #[arg(long)]
        watch: Vec<std::path::PathBuf>,
    },
}

fn seat_command(input: Option<std::path::PathBuf>, output: Option<std::path::PathBuf>) -> Result<(), String> {
    let open = |path: Option<std::path::PathBuf>, write: bool| {
        let path = path.unwrap_or_else(|| "/dev/tty".into());
        std::fs::OpenOptions::new()
            .read(!write)
            .write(write)
            .create(write && path != std::path::Path::new("/dev/tty"))
            .truncate(write && path != std::path::Path::new("/dev/tty"))
            .open(&path)
            .map_err(|e| format!("cannot open {}: {e}", path.display()))
    };
    let person_in = std::io::BufReader::new(open(input, false)?);
    let person_out = open(output, true)?;
    let stdin = std::io::stdin();
    nereid::protocol::seat::run(stdin.lock(), std::io::stdout(), person_in, person_out).map_err(|e| e.to_string())
}

/// A variant by its name (`nereid variants`), or the error naming the known ones.
fn parse_variant(name: &str) -> Result<Variant, String> {
    name.parse().map_err(|e| format!("{e}"))
}

fn values_command(pgn: &std::path::Path, variant: &str, skip: usize) -> Result<(), String> {
    let variant = parse_variant(variant)?;
    let text = std::fs::read_to_string(pgn).map_err(|e| format!("cannot read {}: {e}", pgn.display()))?;
    let fit = nereid::analyse::values::fit(&text, variant, skip)?;
    nereid::analyse::values::report(&fit, &mut std::io::stdout()).map_err(|e| e.to_string())
}

/// The texts of the files `paths`.
fn read_all(paths: &[std::path::PathBuf]) -> Result<Vec<String>, String> {
    paths.iter().map(|p| std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))).collect()
}

fn tune_command(
    pgns: &[std::path::PathBuf],
    out: &std::path::Path,
    settings: &nereid::analyse::tune::Settings,
) -> Result<(), String> {
    use nereid::analyse::tune;
    let texts = read_all(pgns)?;
    let fit = tune::fit(&texts, &nereid::variants::seirawan::WEIGHTS, settings, &mut std::io::stderr())?;
    std::fs::write(out, tune::weights_source(&fit.weights))
        .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    println!(
        "{} games, {} + {} positions, K {:.3}: mse {:.6} -> {:.6} (held out {:.6} -> {:.6}); weights in {}",
        fit.games,
        fit.train,
        fit.held_out,
        fit.k,
        fit.train_mse.0,
        fit.train_mse.1,
        fit.held_out_mse.0,
        fit.held_out_mse.1,
        out.display()
    );
    Ok(())
}

fn label_command(
    pgns: &[std::path::PathBuf],
    out: &std::path::Path,
    engine: String,
    options: &[String],
    nodes: u64,
    skip: usize,
    concurrency: usize,
) -> Result<(), String> {
    use nereid::analyse::label;
    use nereid::referee::client::{EngineSpec, Proto};
    let options = options
        .iter()
        .map(|o| o.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
        .collect::<Option<Vec<_>>>()
        .ok_or("--option wants Name=Value")?;
    let spec = EngineSpec {
        name: EngineSpec::default_name(&engine),
        cmd: engine,
        args: Vec::new(),
        dir: None,
        proto: Some(Proto::Uci),
        options,
    };
    let settings = label::Settings { engine: spec, nodes, skip, concurrency };
    let texts = read_all(pgns)?;
    let mut file = std::io::BufWriter::new(
        std::fs::File::create(out).map_err(|e| format!("cannot write {}: {e}", out.display()))?,
    );
    let done = label::label(&texts, &settings, &mut file, &|line| eprintln!("{line}"))?;
    std::io::Write::flush(&mut file).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    println!("{} games, {} positions scored; written to {}", done.games, done.positions, out.display());
    Ok(())
}

/// Runs the referee with two copies of this executable.
fn datagen_command(
    out: &std::path::Path,
    games: usize,
    nodes: u64,
    plies: usize,
    concurrency: usize,
    seed: u64,
) -> Result<(), String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this executable: {e}"))?;
    let cmd = format!("cmd={}", exe.display());
    let args: Vec<String> = [
        "-variant",
        "seirawan",
        "-engine",
        &cmd,
        "name=Nereid-a",
        "-engine",
        &cmd,
        "name=Nereid-b",
        "-each",
        &format!("nodes={nodes}"),
        "option.Hash=16",
        "-games",
        &games.to_string(),
        "-concurrency",
        &concurrency.max(1).to_string(),
        "-openings",
        &format!("plies={plies}"),
        "-seed",
        &seed.to_string(),
        "-pgnout",
        &out.display().to_string(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    nereid::referee::parse_args(&args).and_then(|cfg| nereid::referee::run(&cfg).map(|_| ()))
}

fn train_command(
    pgns: &[std::path::PathBuf],
    out: &std::path::Path,
    settings: &nereid::analyse::train::Settings,
) -> Result<(), String> {
    let texts = read_all(pgns)?;
    let trained = nereid::analyse::train::train(&texts, settings, &mut std::io::stderr())?;
    std::fs::write(out, trained.network.to_bytes()).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    println!(
        "{} games, {} + {} positions, K {:.3}: held-out mse {:.6} (handcrafted evaluation) -> {:.6} (network); network in {}",
        trained.games,
        trained.train,
        trained.held_out,
        trained.k,
        trained.held_out_mse.0,
        trained.held_out_mse.1,
        out.display()
    );
    Ok(())
}

fn perft_command(
    variant: &str,
    fen: Option<&str>,
    moves: &str,
    depth: u32,
    divide: bool,
    threads: usize,
) -> Result<(), String> {
    let variant = parse_variant(variant)?;
    with_variant!(variant, P => {
        let pos = match fen {
            Some(fen) => P::from_fen(variant, fen).map_err(|e| format!("bad FEN: {e}"))?,
            None => P::startpos(variant),
        };
        let mut pos = pos;
        for text in moves.split_whitespace() {
            let m = pos.parse_move(text).map_err(|e| format!("{e}"))?;
            pos = pos.play(m);
        }
        let start = std::time::Instant::now();
        let nodes = if divide {
            let rows = nereid::perft::divide(&pos, depth.max(1), threads);
            for (m, n) in &rows {
                println!("{m}: {n}");
            }
            rows.iter().map(|(_, n)| n).sum()
        } else {
            nereid::perft::count(&pos, depth, threads)
        };
        let secs = start.elapsed().as_secs_f64();
        eprintln!("{nodes} nodes in {secs:.3} s ({:.0} nodes/s)", nodes as f64 / secs.max(1e-9));
        println!();
        println!("Nodes searched: {nodes}");
    });
    Ok(())
}

#[derive(clap::Args)]
struct AnalyseArgs {
    /// Variant name (position analysis: seirawan if omitted; review: for games without a
    /// `Variant` tag, chess if omitted).
    #[arg(long)]
    variant: Option<String>,
    /// Position in the variant's FEN; the start position if omitted.
    #[arg(long, conflicts_with = "pgn")]
    fen: Option<String>,
    /// Moves to play first (coordinate notation or SAN).
    #[arg(long, num_args = 1.., value_delimiter = ' ', conflicts_with = "pgn")]
    moves: Vec<String>,
    /// Review every game of this PGN file (cutechess-cli's or `nereid match`'s) and write it
    /// back annotated: scores as `{+0.35/14}` (White's view, `#5`/`#-3` for mates), marks
    /// `?!`/`?`/`??` with the better line as a variation, accuracy per side.
    #[arg(long)]
    pgn: Option<std::path::PathBuf>,
    /// Where the annotated PGN goes (with --pgn); standard output if omitted.
    #[arg(long, requires = "pgn")]
    out: Option<std::path::PathBuf>,
    /// Search to this depth (per position with --pgn).
    #[arg(long)]
    depth: Option<u32>,
    /// Search for this many seconds (per position with --pgn; default 10, or 0.5 with --pgn).
    #[arg(long)]
    time: Option<f64>,
    /// Search this many nodes (per position with --pgn).
    #[arg(long)]
    nodes: Option<u64>,
    /// Number of principal variations.
    #[arg(long, default_value_t = 1, conflicts_with = "pgn")]
    multipv: usize,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Hash table size in MiB.
    #[arg(long, default_value_t = 64)]
    hash: usize,
}

fn analyse_command(args: AnalyseArgs) -> Result<(), String> {
    let mut limits = nereid::search::Limits { depth: args.depth, nodes: args.nodes, ..Default::default() };
    if let Some(t) = args.time {
        limits.movetime = Some(std::time::Duration::from_secs_f64(t.clamp(0.0, 1e7)));
    }
    if args.depth.is_none() && args.time.is_none() && args.nodes.is_none() {
        let default = if args.pgn.is_some() { 0.5 } else { 10.0 };
        limits.movetime = Some(std::time::Duration::from_secs_f64(default));
    }
    let variant = |default| args.variant.as_deref().map_or(Ok(default), parse_variant);
    if let Some(path) = &args.pgn {
        let text = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let settings = nereid::analyse::review::Settings {
            limits,
            threads: args.threads,
            hash_mib: args.hash,
            default_variant: variant(Variant::Chess)?,
        };
        let text = String::from_utf8_lossy(&text);
        return match &args.out {
            Some(out) => {
                let file = std::fs::File::create(out).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
                nereid::analyse::review::run(&text, &settings, &mut std::io::BufWriter::new(file))
            }
            None => nereid::analyse::review::run(&text, &settings, &mut std::io::stdout().lock()),
        };
    }
    let moves = args.moves.into_iter().filter(|m| !m.is_empty()).collect();
    nereid::analyse::run(nereid::analyse::Request {
        variant: variant(Variant::Seirawan)?,
        fen: args.fen,
        moves,
        limits,
        multipv: args.multipv,
        threads: args.threads,
        hash_mib: args.hash,
    })
}

fn main() -> ExitCode {
    // Logs go to stderr; stdout belongs to the protocol.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .target(env_logger::Target::Stderr)
        .init();
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft { variant, fen, moves, depth, divide, threads }) => {
            perft_command(&variant, fen.as_deref(), &moves, depth, divide, threads)
        }
        Some(Command::Bench { depth, variant }) => variant
            .as_deref()
            .map(parse_variant)
            .transpose()
            .and_then(|only| nereid::bench::run(depth, only).map(|_| ())),
        Some(Command::Analyse(args)) => analyse_command(args),
        Some(Command::Match { args }) => {
            nereid::referee::parse_args(&args).and_then(|cfg| nereid::referee::run(&cfg).map(|_| ()))
        }
        Some(Command::Values { pgn, variant, skip }) => values_command(&pgn, &variant, skip),
        Some(Command::Tune { pgn, out, skip, epochs, rate, ridge, score_weight, fixed }) => {
            let settings = nereid::analyse::tune::Settings { skip, epochs, rate, ridge, score_weight, fixed };
            tune_command(&pgn, &out, &settings)
        }
        Some(Command::Label { pgn, out, engine, option, nodes, skip, concurrency }) => {
            label_command(&pgn, &out, engine, &option, nodes, skip, concurrency)
        }
        Some(Command::Datagen { out, games, nodes, plies, concurrency, seed }) => {
            datagen_command(&out, games, nodes, plies, concurrency, seed)
        }
        Some(Command::Train { pgn, out, skip, epochs, rate, batch, score_weight, decay, no_mirror, seed }) => {
            let settings = nereid::analyse::train::Settings {
                skip,
                epochs,
                rate,
                batch,
                score_weight,
                decay,
                mirror: !no_mirror,
                seed,
            };
            train_command(&pgn, &out, &settings)
        }
        Some(Command::Variants) => {
            for v in Variant::ALL {
                println!("{:<12} {}", v.name(), v.description());
            }
            Ok(())
        }
        Some(Command::Uci) => {
            nereid::protocol::run(Some(nereid::protocol::Protocol::Uci));
            Ok(())
        }
        Some(Command::Xboard) => {
            nereid::protocol::run(Some(nereid::protocol::Protocol::Xboard));
            Ok(())
        }
        Some(Command::Seat { input, output }) => seat_command(input, output),
        Some(Command::Serve { port, host, open, watch }) => {
            nereid::serve::run(nereid::serve::Config { host, port, open, watch })
        }
        None => {
            nereid::protocol::run(None);
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
