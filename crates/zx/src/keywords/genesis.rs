//! 世界再創生 -ジェネシスリビルド- (1127): an activated ability of a card in the hand (1127.1).
//! It means (1127.2, the garbled icons read as docs/zx/rulings.md says): "P「ソル」. Valid: your
//! turn, in the hand. Cost: sleep 1 「叡智極点 ソル」 of yours on a square. Effect: two kinds of
//! 同名 cards of your hand appear together, in Reboot, as one Z/X on your player square with no
//! Z/X."
//! - Who and when: the card's owner, in their turn, with priority: in the main phase and the
//!   battle event step (603.1b); only while their face-up Player card names ソル (205.4a).
//! - The cost: a Reboot card of theirs on a square named exactly 「叡智極点 ソル」 sleeps.
//! - What appears: two cards of the hand of this card's name (同名, 201.4) whose keywords name
//!   fitting parts, top and bottom or left and right (1007.5); the top or left one is the Z/X on
//!   the square, with its parameters, the other lies with it ([`Composite`]).
//! - From where: no zone (1007.5a): "when this appears from your hand" does not see it.
//! - What triggers: everything that waits for a card to appear ([`super::arrival`]).
//! - What it can't do: appear on a normal square, or on a player square with a Z/X; it is offered
//!   only when the cost can be paid, two fitting halves are in the hand and the player square
//!   is free, so that playing it does something, as Activate is (rulings).
//! - Leaving the squares, the composite splits ([`crate::state::composite`]).

use crate::board::Square;
use crate::cards::ast::FromZone;
use crate::cards::keywords::Half;
use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::keywords::{Composite, KwChoice, KwDecision};
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The player name the ability's P-condition names (205.4a).
pub const PLAYER: &str = "ソル";
/// The card name the cost sleeps.
pub const SLEEPS: &str = "叡智極点 ソル";

/// The part the card `card` names on its Genesis Rebuild, if it has one.
fn half(state: &ZxState, card: &Card) -> Option<Half> {
    state.def(card).keywords.iter().find_map(|k| match k {
        Keyword::GenesisRebuild(h) => Some(*h),
        _ => None,
    })
}

/// The Reboot 「叡智極点 ソル」 of `seat` on squares, that can sleep to pay.
fn payers(state: &ZxState, seat: Seat) -> Vec<ObjectId> {
    state
        .units()
        .filter(|(_, u)| u.controller == seat && !u.sleeping && state.def(&u.card).name == SLEEPS)
        .map(|(_, u)| u.card.id)
        .collect()
}

/// 201.4: the hand cards of `seat` of `source`'s name; with `part`, only that part.
fn named(state: &ZxState, seat: Seat, source: &Card, part: Option<Half>) -> Vec<Card> {
    let name = &state.def(source).name;
    state
        .player(seat)
        .hand
        .iter()
        .filter(|c| &state.def(c).name == name)
        .filter(|c| half(state, c).is_some_and(|h| part.is_none_or(|p| p == h)))
        .copied()
        .collect()
}

/// The hand cards of `source`'s name with a fitting half of that name in the hand too.
fn first_halves(state: &ZxState, seat: Seat, source: &Card) -> Vec<ObjectId> {
    let all = named(state, seat, source, None);
    all.iter()
        .filter(|c| half(state, c).is_some_and(|h| all.iter().any(|o| half(state, o) == Some(h.fits()))))
        .map(|c| c.id)
        .collect()
}

/// Whether `seat`'s player square has no Z/X.
fn home_free(state: &ZxState, seat: Seat) -> bool {
    !state.on(Square::home(seat)).iter().any(|u| state.def(&u.card).kind.is_zx())
}

/// The Genesis Rebuild abilities `seat` may play now.
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.turn_player != seat
        || !state.player_named(seat, PLAYER)
        || !home_free(state, seat)
        || payers(state, seat).is_empty()
    {
        return Vec::new();
    }
    state
        .player(seat)
        .hand
        .iter()
        .filter(|c| half(state, c).is_some() && !first_halves(state, seat, c).is_empty())
        .map(|c| KwChoice::GenesisRebuild { card: c.id })
        .collect()
}

/// The option's label.
pub fn label(state: &ZxState, card: ObjectId) -> String {
    let name = state.all_cards().into_iter().find(|c| c.id == card).map(|c| state.name_of(&c)).unwrap_or_default();
    format!("World Re-creation of {name}: sleep {SLEEPS}")
}

/// 1127.2: the card is revealed from the hand (804.2b); the cost is chosen first.
pub fn play(state: &mut ZxState, seat: Seat, card: ObjectId) {
    state.revealed = Some(card);
    state.note(rules::GENESIS, |s| {
        let name = s.player(seat).hand.iter().find(|c| c.id == card).map(|c| s.name_of(c)).unwrap_or_default();
        format!("{seat} reveals {name} and plays its World Re-creation -Genesis Rebuild-")
    });
    let options = payers(state, seat).into_iter().map(Choice::Target).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::GenesisSleep { card }), options);
}

/// The 「叡智極点 ソル」 chosen sleeps; then the first half is chosen.
pub fn slept(state: &mut ZxState, seat: Seat, card: ObjectId, choice: Choice) {
    let Choice::Target(unit) = choice else { unreachable!("only Z/X on squares are offered") };
    if let Some(u) = state.unit_mut(unit) {
        u.sleeping = true;
    }
    state.note(rules::GENESIS, |s| {
        let name = s.unit(unit).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default();
        format!("{seat} sleeps {name} to pay")
    });
    crate::triggers::state_changed(state, unit, true, true);
    let Some(source) = state.player(seat).hand.iter().find(|c| c.id == card).copied() else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| "the card has left the hand: nothing appears".to_string());
        return;
    };
    let options: Vec<Choice> = first_halves(state, seat, &source).into_iter().map(Choice::Target).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::GenesisFirst { card }), options);
}

/// The first half chosen: the half that fits it is chosen next.
pub fn first(state: &mut ZxState, seat: Seat, card: ObjectId, choice: Choice) {
    let Choice::Target(first) = choice else { unreachable!("only hand cards are offered") };
    let chosen = state.player(seat).hand.iter().find(|c| c.id == first).copied().expect("an offered hand card");
    let fits = half(state, &chosen).expect("an offered half").fits();
    let options = named(state, seat, &chosen, Some(fits)).into_iter().map(|c| Choice::Target(c.id)).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::GenesisSecond { card, first }), options);
}

/// 1127.2, 1007.5: the two halves appear together in Reboot as one Z/X on the player square.
pub fn second(state: &mut ZxState, seat: Seat, card: ObjectId, first: ObjectId, choice: Choice) {
    let Choice::Target(second) = choice else { unreachable!("only hand cards are offered") };
    if state.revealed == Some(card) {
        state.revealed = None;
    }
    let square = Square::home(seat);
    if !home_free(state, seat) {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("a Z/X is on {} now: nothing appears", square.name()));
        return;
    }
    let hand = &mut state.player_mut(seat).hand;
    let mut take = |id: ObjectId| hand.remove(hand.iter().position(|c| c.id == id).expect("an offered hand card"));
    let (a, b) = (take(first), take(second));
    let (lead, other) = if half(state, &a).is_some_and(Half::leads) { (a, b) } else { (b, a) };
    let (lead, other) = (state.renew(lead), state.renew(other));
    state.put_on(square, lead, seat);
    state.keywords.composites.push(Composite { unit: lead.id, other });
    state.note(rules::COMPOSITE, |s| {
        format!(
            "{} and {} appear together as one Z/X on {} in Reboot",
            s.name_of(&lead),
            s.name_of(&other),
            square.words()
        )
    });
    state.note(rules::COMPOSITE_NO_ZONE, |s| format!("{} appeared from no zone", s.name_of(&lead)));
    super::arrival::arrived(state, lead, seat, FromZone::Composite, None);
}

/// The composites whose leading half left its square by a way that did not split them: their
/// other halves go to the trash too.
pub fn forget_gone(state: &mut ZxState) {
    let gone: Vec<Composite> =
        state.keywords.composites.iter().filter(|c| state.unit(c.unit).is_none()).copied().collect();
    state.keywords.composites.retain(|c| !gone.contains(c));
    for c in gone {
        let other = state.renew(c.other);
        state.player_mut(other.owner).trash.push(other);
    }
}
