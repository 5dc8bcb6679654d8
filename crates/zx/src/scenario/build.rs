//! Builds the position a Z/X scenario's `[setup]` describes, or a new game from its deck lists
//! (402): every problem with its field.

use super::format::{Placed, PlayerSetup, Setup, Start};
use crate::ZxError;
use crate::board::Square;
use crate::cards::{Card, CardDb};
use crate::engine;
use crate::state::{DynamisCard, Player, ResourceCard, Step, TurnStep, Unit, ZxState};
use fuda_kernel::error::{GameError, InputError};
use fuda_kernel::scenario::{CardRef, ScenarioFile, SetupCards, Taken};
use fuda_kernel::{GameRng, Seat};
use std::sync::Arc;

struct Builder {
    db: Arc<CardDb>,
    cards: SetupCards,
    /// Cards on squares: square, unit, in file order.
    units: Vec<(Square, Card, Seat, bool, i32)>,
    /// Forces (312.3): the index of their card in `units`, the card, and its face.
    forces: Vec<(usize, Card, super::format::Face)>,
    /// Shifts (202.8a): the index of the card they lie on in `units`, and the Shift.
    shifts: Vec<(usize, Card)>,
}

impl Builder {
    fn card(&mut self, r: &CardRef, seat: Seat, field: &str) -> Result<Card, InputError> {
        let Taken { def, instance, id } = self.cards.take(&self.db, r, field)?;
        Ok(Card { id, instance, def, owner: seat })
    }

    /// The cards of a zone in the file's order.
    fn list(&mut self, refs: &[CardRef], seat: Seat, field: &str) -> Result<Vec<Card>, InputError> {
        refs.iter().enumerate().map(|(i, r)| self.card(r, seat, &format!("{field}[{i}]"))).collect()
    }

    /// A pile with a top (deck, Life, trash): files list it top first; the state keeps it
    /// bottom first.
    fn pile(&mut self, refs: &[CardRef], seat: Seat, field: &str) -> Result<Vec<Card>, InputError> {
        let mut cards = self.list(refs, seat, field)?;
        cards.reverse();
        Ok(cards)
    }

    fn player(&mut self, p: &PlayerSetup, seat: Seat, name: &str) -> Result<Player, InputError> {
        let resource = p
            .resource
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let field = format!("{name}.resource[{i}]");
                if r.square.is_some() || r.damage != 0 || !r.forces.is_empty() || !r.shifts.is_empty() {
                    return Err(InputError::new(
                        "a resource has no square, damage, forces or Shifts: expected `card`, `as` and `sleep`",
                    )
                    .field(field));
                }
                Ok(ResourceCard { card: self.card(&r.card, seat, &field)?, sleeping: r.sleep })
            })
            .collect::<Result<_, InputError>>()?;
        for (i, u) in p.squares.iter().enumerate() {
            self.unit(u, seat, &format!("{name}.squares[{i}]"))?;
        }
        if let Some(r) = &p.player_card {
            let field = format!("{name}.player-card");
            let card = self.card(r, seat, &field)?;
            if !self.db.get(card.def).kind.is_player() {
                return Err(InputError::new("expected a Player card (202.5)").field(field));
            }
            self.units.push((Square::home(seat), card, seat, false, 0));
        }
        let mut dynamis: Vec<DynamisCard> = self
            .list(&p.dynamis, seat, &format!("{name}.dynamis"))?
            .into_iter()
            .map(|card| DynamisCard { card, face_up: false })
            .collect();
        let face_up = self.list(&p.dynamis_face_up, seat, &format!("{name}.dynamis-face-up"))?;
        dynamis.extend(face_up.into_iter().map(|card| DynamisCard { card, face_up: true }));
        let partner = self.list(&p.partner, seat, &format!("{name}.partner"))?;
        let kept = |c: &Card| {
            let def = self.db.get(c.def);
            def.home() == crate::cards::Home::Outside && !matches!(def.kind, crate::cards::CardType::Player)
        };
        if let Some(i) = partner.iter().position(|c| !kept(c)) {
            return Err(InputError::new("expected a Z/X OB bottom half or a PL EX (401.8)")
                .field(format!("{name}.partner[{i}]")));
        }
        Ok(Player {
            deck: self.pile(&p.deck, seat, &format!("{name}.deck"))?,
            hand: self.list(&p.hand, seat, &format!("{name}.hand"))?,
            trash: self.pile(&p.trash, seat, &format!("{name}.trash"))?,
            charge: self.list(&p.charge, seat, &format!("{name}.charge"))?,
            life: self.pile(&p.life, seat, &format!("{name}.life"))?,
            resource,
            remove: self.list(&p.remove, seat, &format!("{name}.remove"))?,
            dynamis,
            partner,
            damage: p.damage,
            charge_limit: Some(4),
            hand_limit: Some(6),
            virtual_player: p.player_card.is_none(),
            extra_played: false,
        })
    }

    fn unit(&mut self, u: &Placed, seat: Seat, field: &str) -> Result<(), InputError> {
        let Some(square) = u.square.as_deref().and_then(Square::parse) else {
            return Err(InputError::new(format!(
                "expected a square from a1 to c3 (b1 is player 1's player square), found {:?}",
                u.square.as_deref().unwrap_or("none")
            ))
            .field(format!("{field}.square")));
        };
        let card = self.card(&u.card, seat, field)?;
        let kind = self.db.get(card.def).kind;
        if !(kind.is_zx() || matches!(kind, crate::cards::CardType::Ascension)) {
            return Err(InputError::new("expected a Z/X or an Ascension (303.1); a Player card is `player-card`")
                .field(format!("{field}.card")));
        }
        self.units.push((square, card, seat, u.sleep, u.damage));
        for (i, (r, face)) in u.forces.iter().enumerate() {
            let force = self.card(r, seat, &format!("{field}.forces[{i}]"))?;
            self.forces.push((self.units.len() - 1, force, *face));
        }
        for (i, r) in u.shifts.iter().enumerate() {
            let field = format!("{field}.shifts[{i}]");
            let shift = self.card(r, seat, &field)?;
            if self.db.get(shift.def).kind != crate::cards::CardType::Shift {
                return Err(InputError::new("expected a Shift card (202.8)").field(field));
            }
            self.shifts.push((self.units.len() - 1, shift));
        }
        Ok(())
    }
}

/// A new game from the players' `deck` lists (402).
fn new_game(db: Arc<CardDb>, setup: &Setup, seed: u64) -> Result<ZxState, ZxError> {
    let list = |p: &PlayerSetup, name: &str| -> Result<crate::setup::DeckList, ZxError> {
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
    if let Some(date) = setup.date {
        for deck in [&a, &b] {
            let problems = crate::expiry::deck_problems(&db, deck, date);
            if !problems.is_empty() {
                return Err(GameError::IllegalDeck { deck: deck.name.clone(), rule: "1207", problems });
            }
        }
    }
    let mut state = crate::setup::new_game(db, [&a, &b], seed)?;
    state.date = setup.date;
    state.loop_proposals = setup.loop_proposals;
    Ok(state)
}

/// The seat a file's `1` or `2` names.
fn seat_of(n: u8, field: &str) -> Result<Seat, InputError> {
    match n {
        1 | 2 => Ok(Seat(n - 1)),
        other => Err(InputError::new(format!("expected 1 or 2, found {other}")).field(field.to_string())),
    }
}

/// Builds the position a scenario starts from, or a new game.
pub fn build(db: Arc<CardDb>, file: &ScenarioFile<ZxState>) -> Result<ZxState, ZxError> {
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
    let mut b = Builder {
        db: db.clone(),
        cards: SetupCards::default(),
        units: Vec::new(),
        forces: Vec::new(),
        shifts: Vec::new(),
    };
    let p1 = b.player(&setup.p1, Seat(0), "setup.p1")?;
    let p2 = b.player(&setup.p2, Seat(1), "setup.p2")?;
    let mut state = ZxState::new(db, [p1, p2], tp, file.seed(), b.cards.objects);
    state.rng = GameRng::new(file.seed());
    state.first_player = first;
    state.turn = setup.turn;
    state.aliases = b.cards.aliases;
    state.date = setup.date;
    state.loop_proposals = setup.loop_proposals;
    // The cards were put on their squares in the order the file lists them, player 1's first.
    for (square, card, seat, sleeping, damage) in &b.units {
        state.put_on(*square, *card, *seat);
        let unit: &mut Unit = state.squares[usize::from(square.0)].last_mut().expect("just put there");
        unit.sleeping = *sleeping;
        unit.damage = *damage;
    }
    // A scenario's cards stand on their squares already: none appeared this turn.
    state.appeared.clear();
    for (at, card, face) in b.forces {
        let (_, host, seat, _, _) = b.units[at];
        let face_up = face == super::format::Face::Up;
        state.markers.forces.push(crate::state::markers::Force { card, host: host.id, seat, face_up });
    }
    for (at, card) in b.shifts {
        let (_, host, controller, _, _) = b.units[at];
        state.extra.shifts.push(crate::state::links::Shifted { host: host.id, card, controller });
    }
    let start = match setup.start {
        Start::Main => TurnStep::Main,
        Start::TurnStart => TurnStep::Reboot,
        Start::Ignition => TurnStep::IgnitionChoice,
        Start::EndPhase => TurnStep::EndStart,
        Start::NewGame => unreachable!("new games are built by `new_game`"),
    };
    state.step = start;
    state.steps.push(Step::Turn(start));
    // 701.2: rule effects are performed before anyone is given priority.
    state.steps.push(Step::Ppp);
    engine::run(&mut state);
    Ok(state)
}
