//! Builds the position a Reバース scenario's `[setup]` describes, or a new game from its deck
//! lists (6.2): every problem with its field.

use super::format::{Placed, PlayerSetup, Setup, Start};
use crate::RebirthError;
use crate::cards::{Card, CardDb};
use crate::engine;
use crate::format::Format;
use crate::setup::{DeckList, MEMBER_SLOTS};
use crate::state::{Character, EnergyCard, Phase, Player, RebirthState, Step};
use fuda_kernel::error::InputError;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::scenario::{CardRef, ScenarioFile};
use fuda_kernel::{Seat, SeatSet};
use std::sync::Arc;

struct Builder {
    db: Arc<CardDb>,
    objects: ObjectAllocator,
    instance: u16,
    clock: u32,
    aliases: Vec<(CardInstance, String)>,
}

impl Builder {
    fn card(&mut self, r: &CardRef, seat: Seat, field: &str) -> Result<Card, InputError> {
        let (id, alias) = r.parts();
        let Some(def) = self.db.find(id) else {
            return Err(InputError::new(format!("unknown card id {id:?}")).field(field.to_string()));
        };
        self.instance += 1;
        let instance = CardInstance(self.instance);
        if let Some(a) = alias {
            if self.aliases.iter().any(|(_, x)| x == a) {
                return Err(InputError::new(format!("alias {a:?} is used twice")).field(field.to_string()));
            }
            self.aliases.push((instance, a.to_string()));
        }
        Ok(Card { id: self.objects.fresh(), instance, def, owner: seat })
    }

    fn list(&mut self, refs: &[CardRef], seat: Seat, field: &str) -> Result<Vec<Card>, InputError> {
        refs.iter().enumerate().map(|(i, r)| self.card(r, seat, &format!("{field}[{i}]"))).collect()
    }

    /// A pile with a top: files list it top first; the state keeps it bottom first.
    fn pile(&mut self, refs: &[CardRef], seat: Seat, field: &str) -> Result<Vec<Card>, InputError> {
        let mut cards = self.list(refs, seat, field)?;
        cards.reverse();
        Ok(cards)
    }

    fn character(&mut self, p: &Placed, seat: Seat, field: &str) -> Result<Character, InputError> {
        let card = self.card(&p.card, seat, field)?;
        self.clock += 1;
        Ok(Character {
            card,
            rested: p.rest,
            damage: p.damage,
            partner_attacked: false,
            face_down: false,
            placed: self.clock,
        })
    }

    fn player(&mut self, p: &PlayerSetup, seat: Seat, name: &str) -> Result<Player, InputError> {
        let mut entry = Vec::new();
        for (i, e) in p.entry.iter().enumerate() {
            let field = format!("{name}.entry[{i}]");
            if e.slot.is_some() {
                return Err(
                    InputError::new("the entry has no slots: expected `card`, `as`, `damage` and `rest`").field(field)
                );
            }
            entry.push(self.character(e, seat, &field)?);
        }
        let mut members: Vec<Vec<Character>> = vec![Vec::new(); MEMBER_SLOTS];
        for (i, m) in p.members.iter().enumerate() {
            let field = format!("{name}.members[{i}]");
            if m.damage != 0 {
                return Err(InputError::new("only the entry character carries damage (4.4.4)").field(field));
            }
            let slot = match m.slot {
                Some(s @ 1..=3) => usize::from(s - 1),
                Some(other) => {
                    return Err(InputError::new(format!("expected a slot from 1 to 3, found {other}"))
                        .field(format!("{field}.slot")));
                }
                None => match members.iter().position(Vec::is_empty) {
                    Some(s) => s,
                    None => return Err(InputError::new("every member slot is taken (4.5.3.1)").field(field)),
                },
            };
            let c = self.character(m, seat, &field)?;
            members[slot].push(c);
        }
        let mut energy = Vec::new();
        for (i, e) in p.energy.iter().enumerate() {
            let field = format!("{name}.energy[{i}]");
            if e.slot.is_some() || e.damage != 0 {
                return Err(InputError::new(
                    "an energy card has no slot and no damage: expected `card`, `as` and `rest`",
                )
                .field(field));
            }
            energy.push(EnergyCard { card: self.card(&e.card, seat, &field)?, rested: e.rest });
        }
        Ok(Player {
            deck: self.pile(&p.deck, seat, &format!("{name}.deck"))?,
            hand: self.list(&p.hand, seat, &format!("{name}.hand"))?,
            entry,
            members,
            energy,
            rebirth: self.list(&p.rebirth, seat, &format!("{name}.rebirth"))?,
            retire: self.list(&p.retire, seat, &format!("{name}.retire"))?,
            waiting: self.pile(&p.waiting, seat, &format!("{name}.waiting"))?,
            memory: self.list(&p.memory, seat, &format!("{name}.memory"))?,
            removed: Vec::new(),
            left: false,
        })
    }
}

/// A new game from the players' `deck` lists (6.2).
fn new_game(db: Arc<CardDb>, setup: &Setup, seed: u64) -> Result<RebirthState, RebirthError> {
    let list = |p: &PlayerSetup, name: &str| -> Result<DeckList, RebirthError> {
        let cards = p
            .deck
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let (id, _) = r.parts();
                match db.find(id) {
                    Some(_) => Ok(id.to_string()),
                    None => Err(InputError::new(format!("unknown card id {id:?}")).field(format!("{name}.deck[{i}]"))),
                }
            })
            .collect::<Result<_, InputError>>()?;
        Ok(DeckList { name: name.to_string(), cards })
    };
    let (a, b) = (list(&setup.p1, "setup.p1")?, list(&setup.p2, "setup.p2")?);
    crate::setup::new_game(db, &[&a, &b], seed, Format::TwoPlayer)
}

/// The seat a file's `1` or `2` names.
fn seat_of(n: u8, field: &str) -> Result<Seat, InputError> {
    match n {
        1 | 2 => Ok(Seat(n - 1)),
        other => Err(InputError::new(format!("expected 1 or 2, found {other}")).field(field.to_string())),
    }
}

/// Builds the position a scenario starts from, or a new game.
pub fn build(db: Arc<CardDb>, file: &ScenarioFile<RebirthState>) -> Result<RebirthState, RebirthError> {
    let Some(setup) = &file.setup else {
        let message = "missing field `setup`: expected a [setup] table with at least `turn-player`";
        return Err(InputError::new(message).field("setup").into());
    };
    if setup.start == Start::NewGame {
        return new_game(db, setup, file.seed());
    }
    let tp = seat_of(setup.turn_player, "setup.turn-player")?;
    let first = match setup.first_player {
        Some(n) => seat_of(n, "setup.first-player")?,
        None => tp,
    };
    let mut b =
        Builder { db: db.clone(), objects: ObjectAllocator::default(), instance: 0, clock: 0, aliases: Vec::new() };
    let p1 = b.player(&setup.p1, Seat(0), "setup.p1")?;
    let p2 = b.player(&setup.p2, Seat(1), "setup.p2")?;
    let mut state = RebirthState::new(db, Format::TwoPlayer, vec![p1, p2], file.seed(), b.objects);
    state.first_player = first;
    state.turn_player = tp;
    state.turn = setup.turn;
    state.clock = b.clock;
    state.aliases = b.aliases;
    // Both players have had a turn unless this is the first turn (12.3.1).
    state.had_turn = match setup.turn {
        1 => SeatSet::one(tp),
        _ => SeatSet::one(Seat(0)).with(Seat(1)),
    };
    let (phase, step) = match setup.start {
        Start::Main => (Phase::Main, Step::MainStart),
        Start::Standby => (Phase::Standby, Step::Standby),
        Start::Attack => (Phase::Start, Step::StartStep),
        Start::End => (Phase::End, Step::EndPhase),
        Start::NewGame => unreachable!("new games are built by `new_game`"),
    };
    state.phase = phase;
    state.to_attack = setup.start == Start::Attack;
    state.steps.push(step);
    engine::run(&mut state);
    Ok(state)
}
