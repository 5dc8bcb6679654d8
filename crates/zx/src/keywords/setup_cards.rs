//! The setup keywords (402.1c–e): before the decks are shuffled (402.1f), each player may take
//! up to 1 card with スタートカード (1102.2) from their deck and put it face down on their
//! player square (402.1c), 1 with ゲートカード (1114.2) face up into Dynamis (402.1d), and 1
//! with スタートリソース (1128.2) face up into Resource (402.1e), in Reboot: the game has not
//! started (E9). The Start Card is turned face up at 402.1n. A face-up Dynamis card stays so and
//! can't be played (313.2b, E22).

use crate::board::Square;
use crate::cards::Keyword;
use crate::rules;
use crate::state::keywords::{KwDecision, KwStep, SetupKeyword};
use crate::state::{Choice, DecisionKind, ResourceCard, Step, ZxState};
use fuda_kernel::{ObjectId, Seat};

impl SetupKeyword {
    /// Every setup keyword, in the order of 402.1c–e.
    pub const ALL: [SetupKeyword; 3] = [SetupKeyword::StartCard, SetupKeyword::GateCard, SetupKeyword::StartResource];

    /// The keyword a card prints.
    pub fn keyword(self) -> Keyword {
        match self {
            SetupKeyword::StartCard => Keyword::StartCard,
            SetupKeyword::GateCard => Keyword::GateCard,
            SetupKeyword::StartResource => Keyword::StartResource,
        }
    }
}

/// The deck cards of `seat` with the keyword, one of each definition (copies are alike).
fn candidates(state: &ZxState, seat: Seat, kind: SetupKeyword) -> Vec<ObjectId> {
    let keyword = kind.keyword();
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for c in &state.player(seat).deck {
        if state.def(c).keywords.contains(&keyword) && !seen.contains(&c.def) {
            seen.push(c.def);
            out.push(c.id);
        }
    }
    out
}

/// Whether either deck holds a card with a setup keyword: only then does preparation stop for
/// 402.1c–e, so games without them keep their course.
pub fn any(state: &ZxState) -> bool {
    [Seat(0), Seat(1)]
        .into_iter()
        .any(|seat| SetupKeyword::ALL.into_iter().any(|k| !candidates(state, seat, k).is_empty()))
}

/// Pushes 402.1c–e for both players, then the rest of the preparation.
pub fn push_steps(state: &mut ZxState) {
    state.steps.push(Step::Keyword(KwStep::SetupDeal));
    for kind in SetupKeyword::ALL.into_iter().rev() {
        for seat in [Seat(1), Seat(0)] {
            state.steps.push(Step::Keyword(KwStep::SetupPick { seat, kind }));
        }
    }
}

/// Whether `viewer` is searching `owner`'s deck for a setup keyword card now (402.1c–e): the
/// player looks through their own deck to choose.
pub fn searching(state: &ZxState, owner: Seat, viewer: Seat) -> bool {
    owner == viewer
        && state
            .decision
            .as_ref()
            .is_some_and(|d| d.seat == viewer && matches!(d.kind, DecisionKind::Keyword(KwDecision::SetupPick(_))))
}

/// Asks `seat` which card with the keyword to take, if they have any.
pub fn offer(state: &mut ZxState, seat: Seat, kind: SetupKeyword) {
    let mut options: Vec<Choice> = candidates(state, seat, kind).into_iter().map(Choice::Target).collect();
    if options.is_empty() {
        return;
    }
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::SetupPick(kind)), options);
}

/// The question of 402.1c–e.
pub fn prompt(kind: SetupKeyword) -> String {
    match kind {
        SetupKeyword::StartCard => "Put a Start Card face down on your player square (402.1c)?",
        SetupKeyword::GateCard => "Put a Gate Card face up into Dynamis (402.1d)?",
        SetupKeyword::StartResource => "Put a Start Resource card face up into Resource (402.1e)?",
    }
    .to_string()
}

/// The chosen card leaves the deck for its place, or none is taken.
pub fn picked(state: &mut ZxState, seat: Seat, kind: SetupKeyword, choice: Choice) {
    let Choice::Target(id) = choice else { return };
    let deck = &mut state.player_mut(seat).deck;
    let at = deck.iter().position(|c| c.id == id).expect("an offered deck card");
    let card = deck.remove(at);
    let card = state.renew(card);
    match kind {
        SetupKeyword::StartCard => {
            state.keywords.start_cards.push(card);
            state.note(rules::SETUP_START_CARD, |_| {
                format!("{seat} puts a Start Card face down on their player square")
            });
        }
        SetupKeyword::GateCard => {
            state.player_mut(seat).to_dynamis_face_up(card);
            state.note(rules::SETUP_GATE_CARD, |s| format!("{seat} puts {} face up into Dynamis", s.name_of(&card)));
        }
        SetupKeyword::StartResource => {
            state.player_mut(seat).resource.push(ResourceCard { card, sleeping: false });
            state.note(rules::SETUP_START_RESOURCE, |s| {
                format!("{seat} puts {} face up into Resource in Reboot", s.name_of(&card))
            });
        }
    }
}

/// 402.1f–k: the decks shuffled (again, after 402.1c–e took cards from them when `reshuffle`),
/// the first player chosen at random, 4 cards each to the hand, the mulligans pushed.
pub fn deal(state: &mut ZxState, reshuffle: bool) {
    if reshuffle {
        for seat in [Seat(0), Seat(1)] {
            let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
            state.rng.shuffle(&mut deck);
            state.player_mut(seat).deck = deck;
            state.note(rules::SETUP_SHUFFLE, |_| format!("{seat} shuffles their deck"));
        }
    }
    let first = Seat(state.rng.below(2) as u8);
    state.turn_player = first;
    state.first_player = first;
    state.note(rules::FIRST_PLAYER, |_| format!("{first} is chosen at random to go first"));
    for seat in [first, ZxState::opponent(first)] {
        for _ in 0..4 {
            if let Some(c) = state.player_mut(seat).deck.pop() {
                let c = state.renew(c);
                state.player_mut(seat).hand.push(c);
            }
        }
        state.note(rules::SETUP_HAND, |_| format!("{seat} moves the top 4 cards of their deck to their hand"));
    }
    state.steps.push(Step::SetupFinish);
    state.steps.push(Step::Mulligan(ZxState::opponent(first)));
    state.steps.push(Step::Mulligan(first));
}

/// 402.1n: the Start Cards are turned face up on their owners' player squares.
pub fn reveal(state: &mut ZxState) {
    for card in std::mem::take(&mut state.keywords.start_cards) {
        let seat = card.owner;
        state.put_on(Square::home(seat), card, seat);
        state.note(rules::START_CARD_FACE_UP, |s| {
            format!("{seat} turns the Start Card {} face up on their player square", s.name_of(&card))
        });
    }
}
