//! The `fuda play` prompt: reading one typed line and telling what it asks for (an option, a
//! card's text, help, or conceding).

use fuda_kernel::view::{CardView, SeatView};
use fuda_kernel::{Decision, TypedAnswer};
use std::io::BufRead;

/// What the prompt explains when asked for help.
pub const HELP: &str = "\
Answer with an option's number or its label (letter case aside; ~TEXT picks the first label
containing TEXT). Other commands:
  card NAME-or-ID   the full text of any card of this game
  show N            the full text of the cards option N names
  save FILE         save the game, to resume it with `fuda play --load FILE`
  help              this help
  concede           give up the game";

/// The longest line the prompt keeps: no answer, label or command is near it, and a line with
/// no end (`yes | fuda play` without newlines, a file piped in by mistake) must not fill the
/// memory.
pub const LONGEST_LINE: usize = 4096;

/// One line of stdin.
pub enum Line {
    /// The line, trimmed.
    Text(String),
    /// Bytes that are not UTF-8 text: the player is asked again.
    NotText,
    /// A line longer than [`LONGEST_LINE`] bytes, skipped to its end: the player is asked again.
    TooLong,
    /// Stdin ended.
    End,
}

/// Reads one line as bytes, so that input which is not UTF-8 is a line to refuse, not an error
/// that ends the game. At most [`LONGEST_LINE`] bytes of it are kept.
pub fn read(input: &mut impl BufRead) -> std::io::Result<Line> {
    let mut bytes = Vec::new();
    if std::io::Read::take(&mut *input, LONGEST_LINE as u64 + 1).read_until(b'\n', &mut bytes)? == 0 {
        return Ok(Line::End);
    }
    if bytes.len() > LONGEST_LINE && bytes.last() != Some(&b'\n') {
        skip_line(input)?;
        return Ok(Line::TooLong);
    }
    Ok(match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text.trim().to_string()),
        Err(_) => Line::NotText,
    })
}

/// Drops the rest of the line, keeping nothing of it.
fn skip_line(input: &mut impl BufRead) -> std::io::Result<()> {
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            return Ok(());
        }
        match buf.iter().position(|b| *b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                return Ok(());
            }
            None => {
                let all = buf.len();
                input.consume(all);
            }
        }
    }
}

/// What a typed line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Typed {
    /// Option `i` of the decision.
    Answer(usize),
    /// Give up the game.
    Concede,
    /// `card NAME-or-ID`: a card's text.
    Card(String),
    /// `show N`: the text of the cards option N names.
    Show(usize),
    /// `save FILE`: write the game to a file, to resume with `fuda play --load FILE`.
    Save(String),
    /// `help`.
    Help,
    /// Nothing the prompt understands.
    Unknown,
}

/// Understands a trimmed line against the pending decision: an option or conceding as the
/// kernel reads a typed answer ([`Decision::read_answer`]: a number, a label, letter case
/// aside), else one of the prompt's own commands.
pub fn understand(line: &str, decision: &Decision) -> Typed {
    match decision.read_answer(line.as_bytes()) {
        TypedAnswer::Option(i) => return Typed::Answer(i),
        TypedAnswer::Concede => return Typed::Concede,
        TypedAnswer::NotOffered(_) => {}
    }
    let (word, rest) = line.split_once(char::is_whitespace).map_or((line, ""), |(w, r)| (w, r.trim()));
    match word.to_lowercase().as_str() {
        "help" | "?" => Typed::Help,
        "card" if !rest.is_empty() => Typed::Card(rest.to_string()),
        "save" if !rest.is_empty() => Typed::Save(rest.to_string()),
        "show" => {
            rest.parse::<usize>().ok().filter(|i| *i < decision.options.len()).map_or(Typed::Unknown, Typed::Show)
        }
        _ => Typed::Unknown,
    }
}

/// The card ids of the cards `label` names, as far as `view` shows them: the longest names are
/// taken first, so "Agumon X" is not also read as "Agumon".
pub fn cards_named(view: &SeatView, label: &str) -> Vec<String> {
    fn walk<'a>(cards: &'a [CardView], out: &mut Vec<(&'a str, &'a str)>) {
        for card in cards {
            if let CardView::Known(k) = card {
                out.push((k.name.as_str(), k.card_id.as_str()));
                walk(&k.under, out);
            }
        }
    }
    let mut known = Vec::new();
    for player in &view.players {
        for zone in &player.zones {
            walk(&zone.cards, &mut known);
        }
    }
    known.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.cmp(b)));
    known.dedup();
    let mut rest = label.to_string();
    let mut ids: Vec<String> = Vec::new();
    for (name, id) in known {
        if rest.contains(name) {
            rest = rest.replace(name, "\u{0}");
            if !ids.iter().any(|i| i == id) {
                ids.push(id.to_string());
            }
        }
    }
    ids
}

#[cfg(test)]
mod tests {
    use super::*;
    use fuda_kernel::Seat;

    fn decision(options: &[&str]) -> Decision {
        Decision { seat: Seat(0), prompt: "?".into(), options: options.iter().map(|o| o.to_string()).collect() }
    }

    #[test]
    fn labels_and_commands_are_understood_letter_case_aside() {
        let d = decision(&["Play Test Agumon (cost 3)", "Pass"]);
        assert_eq!(understand("pass", &d), Typed::Answer(1));
        assert_eq!(understand("PLAY test agumon (COST 3)", &d), Typed::Answer(0));
        assert_eq!(understand("~AGUMON", &d), Typed::Answer(0));
        assert_eq!(understand("Concede", &d), Typed::Concede);
        assert_eq!(understand("1", &d), Typed::Answer(1));
        assert_eq!(understand("2", &d), Typed::Unknown, "only offered indices");
        assert_eq!(understand("Card  BT1-001", &d), Typed::Card("BT1-001".into()));
        assert_eq!(understand("show 0", &d), Typed::Show(0));
        assert_eq!(understand("show 2", &d), Typed::Unknown);
        assert_eq!(understand("HELP", &d), Typed::Help);
        assert_eq!(understand("save my game.json", &d), Typed::Save("my game.json".into()));
        assert_eq!(understand("save", &d), Typed::Unknown, "save needs a file");
        assert_eq!(understand("Play", &d), Typed::Unknown, "a part of a label is not a label");
    }

    #[test]
    fn show_finds_the_cards_a_label_names_longest_name_first() {
        use fuda_kernel::view::{KnownCard, PlayerView, ZoneView};
        let card = |name: &str, id: &str| {
            let k = KnownCard { instance: 0, card_id: id.into(), name: name.into(), states: vec![], under: vec![] };
            CardView::Known(k)
        };
        let cards = vec![card("Agumon", "A-1"), card("Agumon X", "A-2"), card("Gabumon", "G-1"), CardView::Hidden];
        let zones = vec![ZoneView { name: "battle area".into(), cards }];
        let view = SeatView {
            seat: Seat(0),
            game: "digimon".into(),
            turn: 1,
            turn_players: vec![Seat(0)],
            phase: "main phase".into(),
            shared: vec![],
            shared_zones: vec![],
            players: vec![PlayerView { seat: Seat(0), values: vec![], zones }],
        };
        assert_eq!(cards_named(&view, "Attack with Agumon X (P1) → Gabumon (P2)"), ["A-2", "G-1"]);
        assert_eq!(cards_named(&view, "Pass"), Vec::<String>::new());
    }

    #[test]
    fn a_line_too_long_is_skipped_whole_and_the_next_is_read() {
        let mut input = vec![b'x'; LONGEST_LINE * 3];
        input.extend_from_slice(b" Pass\n0\n");
        let mut input: &[u8] = &input;
        assert!(matches!(read(&mut input).expect("reads"), Line::TooLong));
        assert!(matches!(read(&mut input).expect("reads"), Line::Text(t) if t == "0"), "the long line is gone whole");
        let exact = [vec![b'y'; LONGEST_LINE - 1], b"\n".to_vec()].concat();
        assert!(matches!(read(&mut exact.as_slice()).expect("reads"), Line::Text(t) if t.len() == LONGEST_LINE - 1));
    }

    #[test]
    fn a_line_that_is_not_utf8_is_refused_and_the_next_is_read() {
        let mut input: &[u8] = b"\xff\xfe\n  Pass \n";
        assert!(matches!(read(&mut input).expect("reads"), Line::NotText));
        assert!(matches!(read(&mut input).expect("reads"), Line::Text(t) if t == "Pass"));
        assert!(matches!(read(&mut input).expect("reads"), Line::End));
    }
}
