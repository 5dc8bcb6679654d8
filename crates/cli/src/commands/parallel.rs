//! Independent games on several threads. Each game depends only on its index (its seed, decks
//! and agents), and the results come back in index order, so the output is the same for any
//! number of threads.

use anyhow::Result;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The threads to use when none are asked for: one a core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// The most threads `--jobs` may ask for: far more than any machine's cores, and few enough
/// that asking is never a mistake that costs the system its threads.
pub const MAX_JOBS: u16 = 256;

/// `play(i)` for every `i` in `0..count` on up to `jobs` threads, in index order; the first
/// error (by index) is returned. A thread the system refuses to start (a low limit on threads
/// or memory) is no error: the games go to the threads that did start, or to this one.
pub fn run_indexed<T: Send>(count: usize, jobs: usize, play: impl Fn(usize) -> Result<T> + Sync) -> Result<Vec<T>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<T>>>> = Mutex::new((0..count).map(|_| None).collect());
    let work = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= count {
                break;
            }
            let result = play(i);
            results.lock().unwrap_or_else(std::sync::PoisonError::into_inner)[i] = Some(result);
        }
    };
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..jobs.clamp(1, count.max(1)) {
            if std::thread::Builder::new().spawn_scoped(scope, work).is_err() {
                break;
            }
            started += 1;
        }
        if started == 0 {
            work();
        }
    });
    results
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .into_iter()
        .map(|r| r.unwrap_or_else(|| Err(anyhow::anyhow!("a game thread stopped early"))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_order_whatever_the_threads() {
        for jobs in [1, 2, 5] {
            let out = run_indexed(20, jobs, |i| Ok(i * i)).expect("no error");
            assert_eq!(out, (0..20).map(|i| i * i).collect::<Vec<_>>(), "{jobs} threads");
        }
    }

    #[test]
    fn the_first_error_is_reported() {
        let err = run_indexed(10, 3, |i| if i % 4 == 3 { anyhow::bail!("game {i}") } else { Ok(i) }).unwrap_err();
        assert_eq!(err.to_string(), "game 3");
    }
}
