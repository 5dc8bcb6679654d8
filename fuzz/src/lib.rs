//! fuda-fuzz: fuzz targets for the readers of untrusted input (card, deck, scenario and replay
//! files, and answers typed on stdin), built on proptest because the machine has stable Rust
//! only. The generators ([`mutate`], [`values`]) start from the real demo files ([`seeds`]) and
//! break them; [`oracle`] says what a reader may do with the result; [`run`] drives a target
//! for `FUDA_FUZZ_CASES` inputs. docs/fuzzing.md explains how to run a long campaign.

pub mod mutate;
pub mod oracle;
pub mod seeds;
pub mod values;

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};
use std::time::{Duration, Instant};

/// What a reader did with an input that it handled well.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It read the input (and, for a scenario or replay, ran it).
    Accepted,
    /// It refused the input with a good error.
    Refused,
}

/// Inputs per target when `FUDA_FUZZ_CASES` is not set: enough to smoke-test every generator
/// while `cargo test --workspace --release` stays fast.
pub const DEFAULT_CASES: u32 = 200;

/// One input taking longer than this is reported as a hang. Generous: the slowest honest input,
/// a scenario playing a whole random game in a debug build on a busy machine, takes about a
/// second.
pub const SLOW: Duration = Duration::from_secs(20);

/// Inputs per target: `FUDA_FUZZ_CASES`, else [`DEFAULT_CASES`].
///
/// # Panics
/// When `FUDA_FUZZ_CASES` is set but is not a whole number: a typo must not run zero cases.
pub fn cases() -> u32 {
    match std::env::var("FUDA_FUZZ_CASES") {
        Ok(n) => n.trim().parse().unwrap_or_else(|_| panic!("FUDA_FUZZ_CASES: expected a whole number, found {n:?}")),
        Err(_) => DEFAULT_CASES,
    }
}

/// The seed of the inputs: `FUDA_FUZZ_SEED`, else 0, so that a run is repeatable and a long
/// campaign tries new inputs by changing it.
///
/// # Panics
/// When `FUDA_FUZZ_SEED` is set but is not a whole number.
pub fn seed() -> u64 {
    match std::env::var("FUDA_FUZZ_SEED") {
        Ok(n) => n.trim().parse().unwrap_or_else(|_| panic!("FUDA_FUZZ_SEED: expected a whole number, found {n:?}")),
        Err(_) => 0,
    }
}

/// Runs `test` on [`cases`] inputs drawn from `strategy` with the generator seeded by [`seed`],
/// and prints how many inputs were tried and how many the reader accepted. A panic, a failed
/// check or an input slower than [`SLOW`] fails the run with the smallest failing input
/// proptest can shrink to.
///
/// # Panics
/// When an input fails: that is the finding.
pub fn run<S: Strategy>(target: &str, strategy: S, test: impl Fn(S::Value) -> Result<Verdict, TestCaseError>)
where
    S::Value: std::fmt::Debug,
{
    let config = Config { cases: cases(), failure_persistence: None, ..Config::default() };
    let seed = seed();
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &bytes);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let started = Instant::now();
    // An input that overflows the stack aborts the process before proptest can report it:
    // `FUDA_FUZZ_TRACE=1` prints every input first, so the last one printed is the culprit.
    let trace = std::env::var_os("FUDA_FUZZ_TRACE").is_some();
    let accepted = std::cell::Cell::new(0u32);
    let result = runner.run(&strategy, |input| {
        if trace {
            eprintln!("fuzz {target}: trying {input:#?}");
        }
        let start = Instant::now();
        if test(input)? == Verdict::Accepted {
            accepted.set(accepted.get() + 1);
        }
        let took = start.elapsed();
        if took > SLOW {
            return Err(TestCaseError::fail(format!("slow input: {took:?} (a hang?)")));
        }
        Ok(())
    });
    match result {
        Ok(()) => eprintln!(
            "fuzz {target}: {} inputs (seed {seed}), {} accepted, no failure, {:.1?}",
            cases(),
            accepted.get(),
            started.elapsed()
        ),
        Err(TestError::Fail(why, input)) => {
            panic!("fuzz {target} (seed {seed}): {why}\nminimal failing input: {input:#?}")
        }
        Err(TestError::Abort(why)) => panic!("fuzz {target}: aborted: {why}"),
    }
}
