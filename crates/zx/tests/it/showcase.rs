//! The three showcase decks (`data/zx/decks/showcase-*.toml`, issue 24: "3 legal decks that use
//! every keyword and every card type"). The oracle is the rulebook, not the engine's keyword
//! list: the keyword headings of 1000 and 1100 and the type notations of 202, each looked for in
//! the cards' rendered text, the words a player reads.

use super::demo_set;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;
use fuda_zx::setup::{DeckList, deck_problems};
use std::path::Path;

/// The keyword actions (1002–1029) and keyword abilities (1102–1136): the rulebook's section
/// headings, read from `zx-6.8.0.ja.txt` once (the test below compares them with it).
const HEADINGS: &[(&str, &str)] = &[
    ("1002", "ダメージを与える"),
    ("1003", "リブートする / スリープする"),
    ("1004", "シャッフルする"),
    ("1005", "引く"),
    ("1006", "公開する"),
    ("1007", "登場する"),
    ("1008", "破壊する"),
    ("1009", "除外する"),
    ("1010", "フォースとして置く / フォースにする"),
    ("1011", "イグニッションする"),
    ("1012", "ライフが減少 / 増加する"),
    ("1013", "回復する"),
    ("1014", "効果を受けない"),
    ("1015", "IGOB"),
    ("1016", "シフトする"),
    ("1017", "[アイコン]を[数値]個得る / [アイコン]を[数値]個消費する"),
    ("1018", "隣接する"),
    ("1019", "ブレイク"),
    ("1020", "降臨条件"),
    ("1021", "覚醒条件"),
    ("1022", "夢装条件"),
    ("1023", "選ぶ/選び"),
    ("1024", "クライシス"),
    ("1025", "憑依条件"),
    ("1026", "消滅"),
    ("1027", "プレイする際"),
    ("1028", "フェイズを開始する"),
    ("1029", "ユニゾン"),
    ("1102", "スタートカード"),
    ("1103", "ライフリカバリー"),
    ("1104", "ヴォイドブリンガー"),
    ("1105", "レンジ"),
    ("1106", "エヴォルシード"),
    ("1107", "絶界"),
    ("1108", "アルターフォース"),
    ("1109", "ゼロオプティマ"),
    ("1110", "InfiniteSolitude"),
    ("1111", "レベル"),
    ("1112", "スタイリッシュ頭突き"),
    ("1113", "ゼクステンド・ドライブ!"),
    ("1114", "ゲートカード"),
    ("1115", "電影"),
    ("1116", "インストール"),
    ("1117", "リライト"),
    ("1118", "アクティベート"),
    ("1119", "セッション"),
    ("1120", "シンボル"),
    ("1121", "反魂"),
    ("1122", "アルターブレイク"),
    ("1123", "昇華"),
    ("1124", "連携"),
    ("1125", "ファントム"),
    ("1126", "グラビティアシスト"),
    ("1127", "世界再創生 -ジェネシスリビルド-"),
    ("1128", "スタートリソース"),
    ("1129", "破天降臨"),
    ("1130", "カラーブレイク"),
    ("1131", "レイド"),
    ("1132", "トランス"),
    ("1133", "オーバードライブ"),
    ("1134", "ドレスアップ"),
    ("1135", "ボルテージ"),
    ("1136", "シンパシー"),
];

/// How a card's English text shows each heading: any of these words in a card's text (its
/// name line left out, so "Ambush Raider" is no Raid). Written by hand from the card language's
/// documented wording (docs/zx/cards.md).
const SHOWN: &[(&str, &[&str])] = &[
    ("1002", &["damage"]),
    ("1003", &["sleep", "reboot"]),
    ("1004", &["shuffle"]),
    ("1005", &["draw"]),
    ("1006", &["reveal"]),
    ("1007", &["appear"]),
    ("1008", &["destroy"]),
    ("1009", &["remove"]),
    ("1010", &["as a force", "force of"]),
    ("1011", &["ignite."]),
    ("1012", &["life decreases"]),
    ("1013", &["recover"]),
    ("1014", &["unaffected"]),
    ("1015", &["igob"]),
    ("1016", &["shift onto"]),
    ("1017", &["star piece counters"]),
    // 1119.2: Session is valid while a Z/X of yours is on the square next to this card's, the
    // adjacency of 1018.1.
    ("1018", &["session ["]),
    ("1019", &["breaks and becomes"]),
    ("1020", &["advent:"]),
    ("1021", &["awakening \""]),
    ("1022", &["dream armour:"]),
    ("1023", &["choose"]),
    ("1024", &["crisis:"]),
    ("1025", &["possession:"]),
    // 1026.1: the markers that vanish: a token put anywhere but a square (914.1), a link put
    // into the trash (914.2), a shield that takes damage (1026.1).
    ("1026", &["create a token", "place a link", "shield 1"]),
    ("1027", &["when playing this card"]),
    ("1028", &["start the end phase"]),
    ("1029", &["unison with"]),
    ("1102", &["start card"]),
    ("1103", &["life recovery"]),
    ("1104", &["void bringer"]),
    ("1105", &["range 2", "range ∞"]),
    ("1106", &["evolseed:"]),
    ("1107", &["zekkai"]),
    ("1108", &["alter force"]),
    ("1109", &["zero optima"]),
    ("1110", &["infinitesolitude"]),
    // 1111.3: "[Race] Lv N" is the count of face-up Dynamis cards of the race (rulings.md row 57).
    ("1111", &["cards in your face-up dynamis is at least"]),
    ("1112", &["stylish headbutt"]),
    ("1113", &["z/xtend drive!"]),
    ("1114", &["gate card"]),
    ("1115", &["den'ei"]),
    ("1116", &["install:"]),
    ("1117", &["rewrite ≪"]),
    ("1118", &["activate ≪"]),
    ("1119", &["session ["]),
    ("1120", &["symbol \""]),
    ("1121", &["hangon ≪"]),
    ("1122", &["alter break ["]),
    ("1123", &["shouka "]),
    ("1124", &["renkei \""]),
    ("1125", &["phantom:"]),
    ("1126", &["gravity assist"]),
    ("1127", &["world re-creation -genesis rebuild-"]),
    ("1128", &["start resource"]),
    ("1129", &["[haten kourin]"]),
    ("1130", &["color break"]),
    ("1131", &["raid"]),
    ("1132", &["trance"]),
    ("1133", &["overdrive"]),
    ("1134", &["dress up"]),
    ("1135", &["voltage "]),
    ("1136", &["sympathy ["]),
];

/// The headings no showcase card prints, each with its ruling (docs/zx/rulings.md).
const NOT_BUILT: &[(&str, &str)] = &[];

/// The showcase decks, by their names.
fn showcase() -> (std::sync::Arc<fuda_zx::cards::CardDb>, Vec<DeckList>) {
    let (db, decks) = demo_set();
    let shown: Vec<DeckList> = decks.into_iter().filter(|d| d.name.starts_with("Showcase: ")).collect();
    (db, shown)
}

/// Each card of the decks once: its type notation (the words before the first " · " of its type
/// line) and its text without the name line, lower case.
fn texts(db: &fuda_zx::cards::CardDb, decks: &[DeckList]) -> Vec<(String, String)> {
    let mut ids: Vec<&String> = decks.iter().flat_map(|d| d.cards.iter()).collect();
    ids.sort();
    ids.dedup();
    ids.iter()
        .map(|id| {
            let text = card_text(db.get(db.find(id).expect("a known card")));
            let mut lines = text.lines().skip(1);
            let kind = lines.next().unwrap_or_default();
            let notation = kind.split(" · ").next().unwrap_or_default().to_string();
            (notation, text.lines().skip(1).collect::<Vec<_>>().join("\n").to_lowercase())
        })
        .collect()
}

#[test]
fn the_headings_are_the_rulebooks() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let Some(book) = fuda_testkit::rule_numbers::find_rulebook(manifest, "zx-6.8.0.ja.txt") else { return };
    let text = std::fs::read_to_string(book).expect("the rulebook reads");
    let found: Vec<(String, String)> = text
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix('#')?.trim_start_matches('#').trim_start();
            let number: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let title = rest[number.len()..].trim();
            let n: u32 = number.parse().ok()?;
            let keyword = (1002..=1029).contains(&n) || (1102..=1136).contains(&n);
            (number.len() == 4 && keyword && !title.starts_with('.')).then(|| (number, title.to_string()))
        })
        .collect();
    let listed: Vec<(String, String)> = HEADINGS.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    assert_eq!(found, listed, "the keyword headings of 1000 and 1100");
}

#[test]
fn three_legal_showcase_decks() {
    let (db, decks) = showcase();
    assert_eq!(decks.len(), 3, "three showcase decks");
    for deck in &decks {
        let problems = deck_problems(&db, deck);
        assert!(problems.is_empty(), "{}: {problems:?}", deck.name);
    }
}

#[test]
fn the_showcase_decks_show_every_keyword() {
    let (db, decks) = showcase();
    let texts = texts(&db, &decks);
    for (number, heading) in HEADINGS {
        let shown = SHOWN.iter().find(|(n, _)| n == number).map(|(_, words)| *words);
        let excused = NOT_BUILT.iter().any(|(n, _)| n == number);
        match (shown, excused) {
            (Some(words), false) => assert!(
                texts.iter().any(|(_, t)| words.iter().any(|w| t.contains(w))),
                "{number} {heading}: no showcase card says any of {words:?}"
            ),
            (None, true) => {}
            _ => panic!("{number} {heading}: either shown by words or not built, with a ruling"),
        }
    }
    let known = |n: &&str| HEADINGS.iter().any(|(h, _)| h == n);
    assert!(SHOWN.iter().map(|(n, _)| n).chain(NOT_BUILT.iter().map(|(n, _)| n)).all(known), "a number no heading has");
}

#[test]
fn the_showcase_decks_hold_every_card_type_and_make_every_marker() {
    let (db, decks) = showcase();
    let texts = texts(&db, &decks);
    // 202.3–202.12: the type notations of cards, as the rulebook quotes them.
    for notation in ["Z/X", "EVENT", "PLAYER", "Z/X EX", "Z/X OB", "SHIFT", "EV EX", "PL EX", "AN", "AN EX"] {
        assert!(texts.iter().any(|(n, _)| n == notation), "no showcase card of type {notation}");
    }
    // 202.13–202.15: the markers, made by the cards' effects.
    for (marker, words) in [("TOKEN", "create a token"), ("COUNTER", "counters"), ("LINK", "link")] {
        assert!(texts.iter().any(|(_, t)| t.contains(words)), "no showcase card makes a {marker}");
    }
}

#[test]
fn a_cost_list_may_hold_several_resource_parts() {
    let text = "[[card]]\nid = \"P\"\nname = \"P\"\ntype = \"zx\"\ncost = 3\npower = 5000\nabilities = [{ activated = { cost = [{ resource = { colours = [\"red\"], points = 1 } }, { resource = { points = 2 } }], effects = [{ draw = 1 }] } }]\n";
    let cards = parse_cards(text).expect("two resource parts are one cost list (805.2b, 804.4d)");
    assert!(card_text(&cards[0]).contains("Pay [red] 1, Pay [colourless] 2"), "{}", card_text(&cards[0]));
}

/// Random games between the showcase decks, every ordered pair `per_pair` times: the sections
/// (`"1015"`) of the rules their logs cite, and whether every game ended.
fn played_sections(per_pair: u64) -> (std::collections::BTreeSet<String>, bool) {
    use fuda_kernel::Game;
    let (db, decks) = showcase();
    let mut sections = std::collections::BTreeSet::new();
    let mut all_ended = true;
    for (i, a) in decks.iter().enumerate() {
        for (j, b) in decks.iter().enumerate().filter(|(j, _)| *j != i) {
            for k in 0..per_pair {
                let seed = (i * 3 + j) as u64 * 1000 + k;
                let state = fuda_zx::setup::new_game(db.clone(), [a, b], seed).expect("legal decks");
                let mut game = fuda_zx::ZxGame { state };
                let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                let mut answers = 0;
                while let Some(seat) = game.decider() {
                    rng ^= rng << 13;
                    rng ^= rng >> 7;
                    rng ^= rng << 17;
                    let pick = (rng % game.option_count() as u64) as usize;
                    game.answer(seat, pick).expect("an offered option");
                    answers += 1;
                    if answers > 20_000 {
                        break;
                    }
                }
                all_ended &= game.outcome().is_some();
                for line in game.log_since(0, None) {
                    sections.insert(line.rule.split('.').next().unwrap_or_default().to_string());
                }
            }
        }
    }
    (sections, all_ended)
}

/// The keywords that act when they happen, each citing its section in the log: 72 seeded random
/// games between the showcase decks reach every one. The others are conditions, static
/// abilities or choices before the game (Range, Zekkai, Session, Start Card...), seen in the
/// scenarios. Should a change of the game make a sample miss one, play more games rather than
/// drop it.
const PLAYED: &[&str] = &[
    "1002", "1005", "1006", "1007", "1008", "1009", "1010", "1011", "1012", "1013", "1015", "1017", "1019", "1020",
    "1021", "1022", "1023", "1024", "1025", "1026", "1027", "1028", "1029", "1103", "1104", "1106", "1108", "1110",
    "1112", "1113", "1115", "1116", "1117", "1118", "1121", "1123", "1124", "1125", "1126", "1129", "1130", "1131",
    "1132", "1133", "1134",
];

#[test]
fn the_showcase_decks_use_their_keywords_in_play() {
    let (sections, all_ended) = played_sections(12);
    assert!(all_ended, "every game between the showcase decks ends");
    let missing: Vec<&&str> = PLAYED.iter().filter(|n| !sections.contains(**n)).collect();
    assert!(missing.is_empty(), "no game between the showcase decks cited {missing:?}");
}
