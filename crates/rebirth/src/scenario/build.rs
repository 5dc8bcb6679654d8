//! Builds the position a Reバース scenario's `[setup]` describes, or a new game from its deck
//! lists (6.2): every problem with its field.

use super::format::{FormatName, Placed, PlayerSetup, Setup, Start};
use crate::RebirthError;
use crate::cards::{Card, CardDb};
use crate::engine;
use crate::format::Format;
use crate::setup::{DeckList, MEMBER_SLOTS};
use crate::state::{Character, EnergyCard, Phase, Player, RebirthState, Step};
use fuda_kernel::error::InputError;
use fuda_kernel::objects::CardInstance;
use fuda_kernel::scenario::{CardRef, ScenarioFile, SetupCards, Taken};
use fuda_kernel::{Seat, SeatSet};
use std::sync::Arc;

struct Builder {
    db: Arc<CardDb>,
    cards: SetupCards,
    clock: u32,
}

impl Builder {
    fn card(&mut self, r: &CardRef, seat: Seat, field: &str) -> Result<Card, InputError> {
        let Taken { def, instance, id } = self.cards.take(&self.db, r, field)?;
        Ok(Card { id, instance, def, owner: seat })
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

/// A new game from the players' `deck` lists (6.2), one a seat, in the format `[setup]` names.
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
    let format = format_of(setup)?;
    let decks: Vec<DeckList> = (0..usize::from(setup.players))
        .map(|k| list(setup.player(k), &format!("setup.p{}", k + 1)))
        .collect::<Result<_, _>>()?;
    let dealt: Vec<&DeckList> = decks.iter().collect();
    let mut state = crate::setup::new_game(db, &dealt, seed, format)?;
    // A deck card given `as` a name keeps it: instances are numbered from 1 through the decks
    // in seat order, as the deck lists give them.
    let mut instance = 0u16;
    for k in 0..decks.len() {
        for r in &setup.player(k).deck {
            instance += 1;
            if let (_, Some(alias)) = r.parts() {
                state.aliases.push((CardInstance(instance), alias.to_string()));
            }
        }
    }
    Ok(state)
}

/// The seat a file's `1` to `seats` names.
fn seat_of(n: u8, seats: u8, field: &str) -> Result<Seat, InputError> {
    match n {
        n if (1..=seats).contains(&n) => Ok(Seat(n - 1)),
        other => Err(InputError::new(format!("expected 1 to {seats}, found {other}")).field(field.to_string())),
    }
}

/// The format `[setup]` names, for its number of players.
fn format_of(setup: &Setup) -> Result<Format, InputError> {
    let format = match setup.format {
        FormatName::TwoPlayer => Format::TwoPlayer,
        FormatName::Rumble => Format::Rumble { single_elimination: setup.single_elimination },
        FormatName::Circle => Format::Circle { single_elimination: setup.single_elimination },
        FormatName::DoubleTeam => Format::DoubleTeam,
        FormatName::TripleTeam => Format::TripleTeam,
    };
    if setup.single_elimination && !matches!(format, Format::Rumble { .. } | Format::Circle { .. }) {
        return Err(InputError::new("single elimination is a rule of Rumble and Circle (12.6.3, 12.7.3)")
            .field("setup.single-elimination"));
    }
    if !format.seats().contains(&usize::from(setup.players)) {
        let message = format!("{} is played by {:?} players, found {}", format.name(), format.seats(), setup.players);
        return Err(InputError::new(message).field("setup.players"));
    }
    Ok(format)
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
    let format = format_of(setup)?;
    let tp = seat_of(setup.turn_player, setup.players, "setup.turn-player")?;
    let first = match setup.first_player {
        Some(n) => seat_of(n, setup.players, "setup.first-player")?,
        None => tp,
    };
    let mut b = Builder { db: db.clone(), cards: SetupCards::default(), clock: 0 };
    let mut players = Vec::new();
    for k in 0..usize::from(setup.players) {
        players.push(b.player(setup.player(k), Seat(k as u8), &format!("setup.p{}", k + 1))?);
    }
    for k in usize::from(setup.players)..crate::format::MAX_SEATS {
        let unused = setup.player(k);
        if !(unused.deck.is_empty() && unused.hand.is_empty() && unused.entry.is_empty()) {
            let message = format!("the game has {} players: expected no zones for player {}", setup.players, k + 1);
            return Err(InputError::new(message).field(format!("setup.p{}", k + 1)).into());
        }
    }
    let mut state = RebirthState::new(db, format, players, file.seed(), b.cards.objects);
    state.first_player = first;
    state.turn_player = tp;
    state.turn = setup.turn;
    state.clock = b.clock;
    state.aliases = b.cards.aliases;
    // Every player from the first to the turn player has had a turn; all have from the second
    // round on (12.3.1).
    let n = usize::from(setup.players);
    let round = (tp.index() + n - first.index()) % n;
    state.had_turn = match setup.turn as usize > round + 1 {
        true => (0..n).map(|k| Seat(k as u8)).collect(),
        false => (0..=round).map(|k| Seat(((first.index() + k) % n) as u8)).collect::<SeatSet>(),
    };
    // In the team formats the whole turn team takes each turn (12.5.7.2.1): from the second
    // turn on every player has had one, and on the first the first team's players have.
    if format.teams() {
        let table = state.table();
        state.had_turn = match setup.turn {
            0 | 1 => table.allies(first).into_iter().collect(),
            _ => (0..n).map(|k| Seat(k as u8)).collect(),
        };
    }
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
