//! Every demo card's rendered text, as `fuda cards show` prints it, is a committed snapshot
//! (`tests/rendered/<game>.txt`): a change to the card language's words, or to a demo card, shows
//! in review as a change to that file. Set `FUDA_WRITE_SNAPSHOTS=1` to write the files again.

use crate::{DataSource, GAMES};
use std::path::Path;

#[test]
fn every_demo_card_renders_as_its_committed_snapshot() {
    let data = DataSource::built_in();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rendered");
    for game in GAMES {
        let cards = game.cards(&data).expect("built-in cards");
        let rendered: String = cards.card_list().into_iter().map(|card| format!("{}\n\n", card.text)).collect();
        let path = folder.join(format!("{}.txt", game.name()));
        if std::env::var("FUDA_WRITE_SNAPSHOTS").is_ok_and(|v| v == "1") {
            std::fs::create_dir_all(&folder).expect("the snapshot folder is writable");
            std::fs::write(&path, &rendered).expect("the snapshot is writable");
        }
        let committed = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (set FUDA_WRITE_SNAPSHOTS=1 to write it)", path.display()));
        if committed != rendered {
            let first = committed
                .split("\n\n")
                .zip(rendered.split("\n\n"))
                .find(|(a, b)| a != b)
                .map(|(a, b)| format!("committed:\n{a}\nrendered now:\n{b}"))
                .unwrap_or_else(|| "the card lists differ in length".into());
            panic!(
                "{}: the demo cards render otherwise than the snapshot (set FUDA_WRITE_SNAPSHOTS=1 to accept):\n{first}",
                game.name()
            );
        }
        assert!(rendered.len() > 1000, "{}: a snapshot of many cards", game.name());
    }
}
