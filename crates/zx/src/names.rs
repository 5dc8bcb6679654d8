//! カード名 (201) as deck construction counts it: the 4-copy limit counts card names (201.2,
//! 401.2), a card's subtext names as well as its printed one (206.3, 206.3a), and the cards of
//! Appendix A of the rulebook (201.5, 特殊カードのカード名一覧), whose names are defined there by
//! collector number.

/// Groups of collector numbers that Appendix A (201.5) gives one and the same card name: the
/// cards of a group are one name for the 4-copy limit whatever their printed text. Only which
/// numbers share a name is kept, as the rule needs; the names themselves are not. Each row is a
/// name that Appendix A lists under more than one collector number (rows are in the order the
/// appendix first lists them). The source's OCR writes one name two ways (ニノ / 二ノ); its rows
/// are grouped as printed.
pub const SAME_NAME: &[&[&str]] = &[
    &["AC01-001", "B13-106"],
    &["AC01-002", "B13-107"],
    &["AC01-003", "B12-109"],
    &["AC01-004", "B12-110"],
    &["AC01-005", "B11-110"],
    &["B04-109", "B09-113", "MC01-003", "MC03-005", "P17-041"],
    &["B04-110", "MC02-007", "P19-023"],
    &["B05-109", "MC02-003", "P15-025"],
    &["B05-110", "B09-111", "MC02-004", "P19-019"],
    &["B06-109", "B09-112", "MC03-004", "C15-001", "P15-026", "P21-028"],
    &["B06-110", "MC02-005", "P19-021"],
    &["B07-110", "B09-110", "MC03-002", "C13-002", "P15-024", "P17-034"],
    &["B07-111", "P19-017"],
    &["B08-110", "P16-027", "P17-037"],
    &["B08-111", "B09-109", "MC02-001", "P15-023", "P20-016"],
    &["B10-109", "MC02-002", "P17-038"],
    &["B10-110", "P19-018"],
    &["B11-111", "MC01-001", "MC03-001", "P16-029", "P17-032", "P19-015"],
    &["B14-106", "MC02-006", "P16-025", "P17-040", "P21-030"],
    &["B19-106", "P16-030", "P19-016"],
    &["B19-107", "MC03-003", "P16-028", "P17-039"],
    &["B21-122", "MC01-002", "P16-026", "P19-020"],
    &["B21-123", "P19-022"],
    &["MC02-008", "P19-024"],
    &["P15-027", "P20-017"],
];

/// The names the 4-copy limit counts a card under (401.2): its Appendix A name (201.5), or else
/// its printed name and its subtext names (206.3a).
pub fn limit_names(id: &str, name: &str, subtext: &[String]) -> Vec<String> {
    match SAME_NAME.iter().find(|g| g.contains(&id)) {
        Some(group) => vec![format!("the Appendix A name of {}", group.join("/"))],
        None => std::iter::once(name.to_string()).chain(subtext.iter().cloned()).collect(),
    }
}
