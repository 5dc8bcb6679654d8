//! The `fuda` binary end to end, in one test binary: each module runs the built `fuda` as a user
//! would and checks what it prints and its exit status.

mod bad_input;
mod end_to_end;
mod engine;
mod limits;
mod own_cards;
mod play;
mod portable;
mod replays_and_decks;
mod saving;
mod tables;

/// What the modules share: running `fuda`, the source tree, its output, a fresh folder.
mod common {
    use std::path::{Path, PathBuf};
    use std::process::{Command, Output};

    /// Runs `fuda ARGS` from the source tree, with no `FUDA_DATA` from the caller's shell.
    pub fn fuda(args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_fuda"))
            .args(args)
            .current_dir(root())
            .env_remove("FUDA_DATA")
            .output()
            .expect("fuda runs")
    }

    /// The repository's root folder.
    pub fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("the source tree")
    }

    /// Everything a run printed, stdout then stderr.
    pub fn text(o: &Output) -> String {
        format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
    }

    /// Runs `fuda ARGS` from the source tree with `input` on stdin.
    pub fn fuda_with_input(args: &[&str], input: &[u8]) -> Output {
        use std::io::Write;
        use std::process::Stdio;
        let mut child = Command::new(env!("CARGO_BIN_EXE_fuda"))
            .args(args)
            .current_dir(root())
            .env_remove("FUDA_DATA")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("fuda runs");
        child.stdin.take().expect("stdin").write_all(input).expect("write the input");
        child.wait_with_output().expect("fuda ends")
    }

    /// Runs `fuda play ARGS` with `input` on stdin.
    pub fn play(args: &[&str], input: &[u8]) -> Output {
        fuda_with_input(&[&["play"], args].concat(), input)
    }

    /// A new empty folder for one test, named after it (names are unique across the modules).
    pub fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fuda-cli-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }
}
