//! Plain-text rendering of views, decisions and logs for the terminal.

use fuda_kernel::view::{CardView, SeatView};
use fuda_kernel::{Decision, LogLine, Outcome};

fn card(c: &CardView) -> String {
    match c {
        CardView::Hidden => "?".into(),
        CardView::Item(what) => what.clone(),
        CardView::Known(k) => {
            // The card id lets the player read the whole text: `card ID` at the prompt.
            let mut s = format!("{} ({}", k.name, k.card_id);
            for state in &k.states {
                s.push_str(&format!(", {state}"));
            }
            s.push(')');
            if !k.under.is_empty() {
                let under: Vec<String> = k.under.iter().map(card).collect();
                s.push_str(&format!(" over [{}]", under.join(", ")));
            }
            s
        }
    }
}

/// The view as lines of text.
pub fn view(v: &SeatView) -> String {
    let mut out =
        vec![format!("── turn {} · {} to play · {} · you are {}", v.turn, seats(&v.turn_players), v.phase, v.seat)];
    for (k, val) in &v.shared {
        out.push(format!("   {k}: {val}"));
    }
    // A shared zone in order, bottom first, as a stack reads.
    for z in &v.shared_zones {
        let cards: Vec<String> = z.cards.iter().map(card).collect();
        out.push(format!("   {}: {}", z.name, if cards.is_empty() { "empty".into() } else { cards.join(" < ") }));
    }
    for p in &v.players {
        let you = if p.seat == v.seat { " (you)" } else { "" };
        let values: Vec<String> = p.values.iter().map(|(k, val)| format!("{k} {val}")).collect();
        out.push(format!(" {}{you}: {}", p.seat, values.join(", ")));
        for z in p.zones.iter().filter(|z| !z.cards.is_empty()) {
            let all_hidden = z.cards.iter().all(|c| matches!(c, CardView::Hidden));
            if all_hidden {
                out.push(format!("   {}: {} card(s)", z.name, z.cards.len()));
            } else {
                let cards: Vec<String> = z.cards.iter().map(card).collect();
                out.push(format!("   {} ({}): {}", z.name, z.cards.len(), cards.join(" | ")));
            }
        }
        // The empty zones on one line: a board of mostly empty zones stays short.
        let empty: Vec<&str> = p.zones.iter().filter(|z| z.cards.is_empty()).map(|z| z.name.as_str()).collect();
        if !empty.is_empty() {
            out.push(format!("   empty: {}", empty.join(", ")));
        }
    }
    out.join("\n")
}

/// The decision with numbered options.
pub fn decision(d: &Decision) -> String {
    let mut out = vec![format!("{} — {}", d.seat, d.prompt)];
    for (i, o) in d.options.iter().enumerate() {
        out.push(format!("  [{i}] {o}"));
    }
    out.join("\n")
}

/// Log lines, one per line with their rule numbers.
pub fn log(lines: &[LogLine]) -> String {
    lines.iter().map(|l| format!("  · {l}")).collect::<Vec<_>>().join("\n")
}

/// How a game ended, in words: "P2 wins", "a draw", or "no end yet".
pub fn outcome(o: Option<Outcome>) -> String {
    match o {
        Some(won @ Outcome::Won(_)) => won.to_string(),
        Some(Outcome::Draw) => "a draw".to_string(),
        None => "no end yet".to_string(),
    }
}

/// Seats as "P1" or "P1, P3".
fn seats(seats: &[fuda_kernel::Seat]) -> String {
    seats.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}
