//! Every physical card is in exactly one place, after every answer of seeded random playouts.
//! Two sources are read: the game's own list of its cards ([`Subject::physical_cards`]: no card
//! twice, none lost or added) and every seat's view (a view shows a card in one place only,
//! the views agree on where each card they identify lies, and on how many cards each zone
//! holds, since those counts are public).

use crate::Subject;
use crate::play::{answers_rng, each_seed, play_out};
use fuda_kernel::view::{CardView, SeatView};
use fuda_kernel::{Game, Seat};
use std::collections::BTreeMap;

/// Where a view shows a card: the player's index, the zone's, then the card's index in the zone
/// and, for a card under another, its index under it, and so on.
type Slot = (usize, usize, Vec<usize>);

/// Each card `view` identifies, with where it shows it.
fn identified(view: &SeatView) -> Vec<(u16, Slot)> {
    fn walk(cards: &[CardView], at: &Slot, out: &mut Vec<(u16, Slot)>) {
        for (i, card) in cards.iter().enumerate() {
            if let CardView::Known(known) = card {
                let mut slot = at.clone();
                slot.2.push(i);
                out.push((known.instance, slot.clone()));
                walk(&known.under, &slot, out);
            }
        }
    }
    let mut out = Vec::new();
    for (p, player) in view.players.iter().enumerate() {
        for (z, zone) in player.zones.iter().enumerate() {
            walk(&zone.cards, &(p, z, Vec::new()), &mut out);
        }
    }
    out
}

/// Each zone's name and number of cards, as `view` shows them.
fn zone_sizes(view: &SeatView) -> Vec<(usize, &str, usize)> {
    view.players
        .iter()
        .enumerate()
        .flat_map(|(p, player)| player.zones.iter().map(move |z| (p, z.name.as_str(), z.cards.len())))
        .collect()
}

/// The views of every seat show each card in one place, the same place in all of them, and the
/// same number of cards in each zone.
pub fn views_agree(views: &[SeatView]) -> Result<(), String> {
    let mut places: BTreeMap<u16, (Seat, Slot)> = BTreeMap::new();
    let mut cards: BTreeMap<Slot, (Seat, u16)> = BTreeMap::new();
    for view in views {
        if zone_sizes(view) != zone_sizes(&views[0]) {
            return Err(format!("{} and {} count the zones' cards differently", views[0].seat, view.seat));
        }
        let mut seen = BTreeMap::new();
        for (card, slot) in identified(view) {
            if let Some(other) = seen.insert(card, slot.clone()) {
                return Err(format!("{}'s view shows card {card} at {other:?} and at {slot:?}", view.seat));
            }
            if let Some((seat, at)) = places.get(&card).filter(|(_, at)| *at != slot) {
                return Err(format!("card {card} is at {at:?} in {seat}'s view, at {slot:?} in {}'s", view.seat));
            }
            if let Some((seat, other)) = cards.get(&slot).filter(|(_, other)| *other != card) {
                return Err(format!("{slot:?} holds card {other} in {seat}'s view, card {card} in {}'s", view.seat));
            }
            places.insert(card, (view.seat, slot.clone()));
            cards.insert(slot, (view.seat, card));
        }
    }
    Ok(())
}

/// The game's cards are `total` distinct ones, its views agree (and pass the game's own
/// [`Subject::check_views`]), and a pending decision is asked of a seat with at least one option.
pub fn one_place_each(subject: &dyn Subject, game: &dyn Game, total: usize) -> Result<(), String> {
    let mut cards = subject.physical_cards(game);
    cards.sort_unstable();
    if let Some(twice) = cards.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("card {} is in two places", twice[0]));
    }
    if cards.len() != total {
        return Err(format!("the game holds {} cards, not the {total} it began with", cards.len()));
    }
    if game.decider().is_some() && game.option_count() == 0 {
        return Err("a pending decision offers no option".into());
    }
    let views: Vec<SeatView> = Seat::all(game.seat_count()).map(|seat| game.view(seat)).collect();
    views_agree(&views)?;
    subject.check_views(game, &views)
}

/// In `games` seeded playouts, every card is in exactly one place after every answer.
pub fn cards_stay_in_one_place(subject: &dyn Subject, games: u64) -> Result<(), String> {
    each_seed(games, |seed| {
        let mut game = subject.start(seed);
        game.set_logging(false);
        let total = subject.physical_cards(game.as_ref()).len();
        one_place_each(subject, game.as_ref(), total).map_err(|e| format!("at the start: {e}"))?;
        play_out(game.as_mut(), &mut answers_rng(seed), |game, step| {
            one_place_each(subject, game, total).map_err(|e| format!("after answer {step}: {e}"))
        })
        .map(drop)
    })
}
