//! Builds the position a Ninja Slayer scenario's `[setup]` describes, or a new game from its
//! deck lists (403): every problem with its field.

use super::format::{LastingUntil, Placed, PlayerSetup, Setup, Start};
use crate::NsError;
use crate::cards::ast::Ability;
use crate::cards::{Card, CardDb};
use crate::engine;
use crate::state::{Character, DamageCard, EtherCard, Lasting, NsState, Player, StatChange, Step, TurnStep, Until};
use fuda_kernel::error::InputError;
use fuda_kernel::modifiers::Timestamp;
use fuda_kernel::scenario::CardRef;
use fuda_kernel::scenario::{ScenarioFile, SetupCards, Taken};
use fuda_kernel::{ObjectId, Seat};
use std::sync::Arc;

struct Builder {
    db: Arc<CardDb>,
    cards: SetupCards,
    /// What the set-up characters' abilities triggered this turn: card, ability, times.
    triggered: Vec<(ObjectId, u8, u8)>,
    /// The set-up characters' lasting effects, given their timestamps once they have arrived.
    lasting: Vec<(ObjectId, StatChange, Until)>,
}

impl Builder {
    fn card(&mut self, r: &CardRef, seat: Seat, field: &str) -> Result<Card, InputError> {
        let Taken { def, instance, id } = self.cards.take(&self.db, r, field)?;
        Ok(Card { id, instance, def, owner: seat })
    }

    /// Records what `c` says the character `card` has done this turn and what lasts on it.
    fn character_record(&mut self, c: &Placed, card: &Card, field: &str) -> Result<(), InputError> {
        let def = self.db.get(card.def);
        for (i, n) in c.triggered_this_turn.iter().enumerate() {
            let limited = usize::from(*n)
                .checked_sub(1)
                .and_then(|at| def.abilities.get(at))
                .is_some_and(|a| matches!(a, Ability::Triggered(t) if t.per_turn.is_some()));
            if !limited {
                return Err(InputError::new(format!(
                    "{} has no triggered ability number {n} with a per-turn limit: expected the number (1 for the first) of one of its abilities that triggers a limited number of times per turn (1209.3)",
                    def.id
                ))
                .field(format!("{field}.triggered-this-turn[{i}]")));
            }
            let index = n - 1;
            match self.triggered.iter_mut().find(|(id, x, _)| *id == card.id && *x == index) {
                Some(entry) => entry.2 += 1,
                None => self.triggered.push((card.id, index, 1)),
            }
        }
        for l in &c.lasting {
            let until = match l.until {
                LastingUntil::ThisTurn => Until::ThisTurn,
                LastingUntil::ThisIkusa => Until::ThisIkusa,
                LastingUntil::Permanent => Until::Permanent,
            };
            self.lasting.push((card.id, StatChange::Add { karate: l.karate, durability: l.durability }, until));
        }
        Ok(())
    }

    fn pile(&mut self, refs: &[CardRef], seat: Seat, field: &str) -> Result<Vec<Card>, InputError> {
        refs.iter().enumerate().map(|(i, r)| self.card(r, seat, &format!("{field}[{i}]"))).collect()
    }

    fn player(&mut self, p: &PlayerSetup, seat: Seat, name: &str) -> Result<Player, InputError> {
        // Files list piles top first; the state keeps them bottom first.
        let mut deck = self.pile(&p.deck, seat, &format!("{name}.deck"))?;
        deck.reverse();
        let field = p
            .field
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let card = self.card(&c.card, seat, &format!("{name}.field[{i}]"))?;
                self.character_record(c, &card, &format!("{name}.field[{i}]"))?;
                Ok(Character {
                    card,
                    tapped: c.tapped,
                    damage: c.damage,
                    interrupted: false,
                    aisatsued_by: Vec::new(),
                    hits: Vec::new(),
                    since: Timestamp::default(),
                })
            })
            .collect::<Result<_, InputError>>()?;
        let ether = p
            .ether
            .iter()
            .enumerate()
            .map(|(i, c)| {
                only_characters(c, &format!("{name}.ether[{i}]"))?;
                Ok(EtherCard { card: self.card(&c.card, seat, &format!("{name}.ether[{i}]"))?, tapped: c.tapped })
            })
            .collect::<Result<_, InputError>>()?;
        let damage_zone = p
            .damage_zone
            .iter()
            .enumerate()
            .map(|(i, c)| {
                only_characters(c, &format!("{name}.damage-zone[{i}]"))?;
                Ok(DamageCard {
                    card: self.card(&c.card, seat, &format!("{name}.damage-zone[{i}]"))?,
                    face_up: !c.face_down,
                })
            })
            .collect::<Result<_, InputError>>()?;
        Ok(Player {
            deck,
            hand: self.pile(&p.hand, seat, &format!("{name}.hand"))?,
            field,
            ether,
            ohigan: self.pile(&p.ohigan, seat, &format!("{name}.ohigan"))?,
            damage_zone,
            exclusion: self.pile(&p.exclusion, seat, &format!("{name}.exclusion"))?,
            check: Vec::new(),
            damage: 0,
        })
    }
}

/// Refuses a character's records on a card that is not a character on the field.
fn only_characters(c: &Placed, field: &str) -> Result<(), InputError> {
    for (key, given) in [("triggered-this-turn", !c.triggered_this_turn.is_empty()), ("lasting", !c.lasting.is_empty())]
    {
        if given {
            return Err(InputError::new(format!(
                "`{key}` is for a character on the field (306), not this zone's cards"
            ))
            .field(format!("{field}.{key}")));
        }
    }
    Ok(())
}

/// A new game from the players' `deck` lists (403), the format following the decks.
fn new_game(db: Arc<CardDb>, setup: &Setup, seed: u64) -> Result<NsState, NsError> {
    let list = |p: &PlayerSetup, name: &str| -> Result<crate::setup::DeckList, NsError> {
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
        Ok(crate::setup::DeckList { name: name.to_string(), cards })
    };
    let (a, b) = (list(&setup.p1, "setup.p1")?, list(&setup.p2, "setup.p2")?);
    let format = crate::setup::Format::of([&a, &b]);
    crate::setup::new_game(db, [&a, &b], seed, format)
}

/// Builds the position a scenario starts from, or a new game, at the file's event date.
pub fn build(db: Arc<CardDb>, file: &ScenarioFile<NsState>) -> Result<NsState, NsError> {
    let Some(setup) = &file.setup else {
        let message = "missing field `setup`: expected a [setup] table with at least `turn-player`";
        return Err(InputError::new(message).field("setup").into());
    };
    let mut state = if setup.start == Start::NewGame {
        new_game(db, setup, file.seed())?
    } else {
        position(db, setup, file.seed())?
    };
    state.event_date = super::event_date(file);
    Ok(state)
}

/// The position `setup` describes, run to its first decision.
fn position(db: Arc<CardDb>, setup: &Setup, seed: u64) -> Result<NsState, NsError> {
    let tp = match setup.turn_player {
        1 | 2 => Seat(setup.turn_player - 1),
        other => {
            return Err(InputError::new(format!("expected 1 or 2, found {other}")).field("setup.turn-player").into());
        }
    };
    let mut b = Builder { db: db.clone(), cards: SetupCards::default(), triggered: Vec::new(), lasting: Vec::new() };
    let p1 = b.player(&setup.p1, Seat(0), "setup.p1")?;
    let p2 = b.player(&setup.p2, Seat(1), "setup.p2")?;
    let mut state = NsState::new(db, [p1, p2], setup.turn, tp, seed, b.cards.objects);
    state.aliases = b.cards.aliases;
    // The set-up characters arrived in the order the file lists them, player 1's first.
    for seat in [Seat(0), Seat(1)] {
        for i in 0..state.player(seat).field.len() {
            let t = state.clock.tick();
            state.player_mut(seat).field[i].since = t;
        }
    }
    // Their lasting effects came after them (1213.3b), in file order.
    for (target, change, until) in b.lasting {
        let timestamp = state.clock.tick();
        state.lasting.push(Lasting { target, change, until, timestamp });
    }
    state.triggers_this_turn = b.triggered;
    match setup.start {
        Start::TurnStart => state.steps.push(Step::Turn(TurnStep::Untap)),
        Start::CharacterPhase => {
            state.step = TurnStep::CharacterPhase;
            state.steps.push(Step::Turn(TurnStep::IkusaStart));
            engine::start_priority(&mut state);
        }
        Start::Aisatsu => {
            state.step = TurnStep::AisatsuChoice;
            state.steps.push(Step::Turn(TurnStep::AisatsuChoice));
        }
        Start::EndPhase => state.steps.push(Step::Turn(TurnStep::EndPhase)),
        Start::NewGame => unreachable!("new games are built by `new_game`"),
    }
    engine::run(&mut state);
    Ok(state)
}
