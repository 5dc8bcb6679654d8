//! The fuzz targets, one module per reader, in one test binary. Each runs `FUDA_FUZZ_CASES`
//! inputs (200 by default); docs/fuzzing.md tells how to run a long campaign.

mod answers;
mod cards;
mod decks;
mod play;
mod regressions;
mod replays;
mod scenarios;
