//! デッキ構築とゲームの準備 (400): deck construction in both formats (402) and the setup
//! procedure (403).

use crate::NsError;
use crate::cards::{Card, CardDb};
use crate::engine;
use crate::rules;
use crate::state::{NsState, Player, Step, TurnStep};
use fuda_kernel::Seat;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A deck as a list of card ids.
pub use fuda_kernel::deck::DeckList;

/// The format a deck is built for (402.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// コンストラクテッド戦 (402.4).
    Constructed,
    /// ブリッツシールド戦 (402.3): the 40 cards of 5 packs, any copies, any ukemi.
    BlitzSealed,
}

impl Format {
    /// The format a pair of decks is played in: Blitz Sealed when both have the 40 cards of five
    /// packs (402.3a), otherwise Constructed, whose decks have exactly 50 (402.4a).
    pub fn of(decks: [&DeckList; 2]) -> Format {
        if decks.iter().all(|d| d.cards.len() == 40) { Format::BlitzSealed } else { Format::Constructed }
    }

    /// The format's name as replays record it.
    pub const fn name(self) -> &'static str {
        match self {
            Format::Constructed => "constructed",
            Format::BlitzSealed => "blitz-sealed",
        }
    }
}

/// Every problem of a deck in `format` (402.3, 402.4).
pub fn deck_problems(db: &CardDb, deck: &DeckList, format: Format) -> Vec<String> {
    let mut problems = Vec::new();
    let mut unknown = false;
    for id in &deck.cards {
        if db.find(id).is_none() {
            problems.push(format!("unknown card id {id:?}"));
            unknown = true;
        }
    }
    if unknown {
        return problems;
    }
    let defs: Vec<_> = deck.cards.iter().map(|id| db.get(db.find(id).expect("checked above"))).collect();
    match format {
        Format::Constructed => {
            if defs.len() != 50 {
                problems.push(format!("a Constructed deck has exactly 50 cards, this one {} (402.4a)", defs.len()));
            }
            let mut copies: BTreeMap<(String, Option<String>), usize> = BTreeMap::new();
            for d in &defs {
                *copies.entry((d.name.clone(), d.nickname.clone())).or_default() += 1;
            }
            for ((name, nick), n) in copies {
                if n > 4 {
                    let full = nick.map_or(name.clone(), |k| format!("{name}◆{k}"));
                    problems.push(format!("{n} copies of {full}: at most 4 of one name and nickname (402.4b)"));
                }
            }
            let ukemi = defs.iter().filter(|d| d.ukemi.is_some()).count();
            if ukemi > 16 {
                problems.push(format!("{ukemi} cards with an ukemi ability: at most 16 (402.4c)"));
            }
        }
        Format::BlitzSealed => {
            if defs.len() != 40 {
                problems.push(format!(
                    "a Blitz Sealed deck is the 40 cards of 5 packs, this one has {} (402.3a)",
                    defs.len()
                ));
            }
        }
    }
    problems
}

/// A new game with two decks (403): each deck shuffled into its deck zone (403.1), the top 4
/// moved to the hand (403.2; no mulligan), a random first player (403.3) whose turn begins
/// (403.4).
pub fn new_game(db: Arc<CardDb>, decks: [&DeckList; 2], seed: u64, format: Format) -> Result<NsState, NsError> {
    // 402.2: one format for the event. A Blitz Sealed deck (40 cards, 402.3a) facing any other
    // is a mix of formats, whichever one its opponent's deck would break.
    let sizes = decks.map(|d| d.cards.len());
    if (sizes[0] == 40) != (sizes[1] == 40) {
        let message = format!(
            "the decks are for different formats: {} has {} cards and {} has {}; every player builds for the event's one format (402.2), so give two Blitz Sealed decks of 40 cards (402.3a) or two Constructed decks of 50 (402.4a)",
            decks[0].name, sizes[0], decks[1].name, sizes[1]
        );
        return Err(NsError::DecksDisagree { message });
    }
    for deck in decks {
        let problems = deck_problems(&db, deck, format);
        if !problems.is_empty() {
            return Err(NsError::IllegalDeck { deck: deck.name.clone(), rule: "402", problems });
        }
    }
    let players = [Player::default(), Player::default()];
    let mut state = NsState::new(db.clone(), players, 1, Seat(0), seed, ObjectAllocator::default());
    let mut instance = 0u16;
    for (seat, deck) in [Seat(0), Seat(1)].into_iter().zip(decks) {
        let mut cards: Vec<Card> = deck
            .cards
            .iter()
            .map(|id| {
                instance += 1;
                Card {
                    id: state.objects.fresh(),
                    instance: CardInstance(instance),
                    def: db.find(id).expect("checked by deck_problems"),
                    owner: seat,
                }
            })
            .collect();
        state.rng.shuffle(&mut cards);
        state.player_mut(seat).deck = cards;
        state.note(rules::SETUP_SHUFFLE, |_| format!("{seat} shuffles their deck into the deck zone"));
        for _ in 0..4 {
            if let Some(card) = state.player_mut(seat).deck.pop() {
                let card = state.renew(card);
                state.player_mut(seat).hand.push(card);
            }
        }
        state.note(rules::SETUP_HAND, |_| format!("{seat} moves the top 4 cards of their deck to their hand"));
        let n = state.player(seat).hand.len();
        crate::damage::note_drawn(&mut state, seat, n, rules::SETUP_HAND);
    }
    let first = Seat(u8::try_from(state.rng.below(2)).expect("0 or 1"));
    state.turn_player = first;
    state.note(rules::FIRST_PLAYER, |_| format!("{first} is chosen at random to go first"));
    state.note(rules::FIRST_TURN, |_| format!("{first}'s turn 1 begins"));
    state.steps.push(Step::Turn(TurnStep::Setup));
    engine::run(&mut state);
    Ok(state)
}
