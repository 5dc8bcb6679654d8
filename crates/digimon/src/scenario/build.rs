//! Builds a playable state from a scenario's `[setup]`: every problem with a location.

use super::format::{Setup, StartAt, UnitSetup};
use crate::cards::CardDb;
use crate::cards::ast::Ability;
use crate::state::{AbilityRef, Card, DigimonState, LastingEffect, LastingTarget, Phase, Step, Unit};
use crate::{DigimonError, setup};
use fuda_kernel::objects::CardInstance;
use fuda_kernel::scenario::CardRef;
use fuda_kernel::scenario::ScenarioFile;
use fuda_kernel::{InputError, Seat};
use std::sync::Arc;

/// The area a scenario's Digimon is set up in.
#[derive(Clone, Copy)]
enum Place {
    Battle,
    Breeding,
}

struct Builder {
    state: DigimonState,
    next: u16,
}

impl Builder {
    fn card(&mut self, r: &CardRef, owner: Seat, field: &str) -> Result<Card, InputError> {
        let (id, alias) = match r {
            CardRef::Id(id) => (id.as_str(), None),
            CardRef::Named { card, alias } => (card.as_str(), alias.clone()),
        };
        let card = setup::new_card(&mut self.state, id, owner, self.next).ok_or_else(|| {
            InputError::new(format!(
                "unknown card id {id:?} (not in the demo set, the cards added with --cards or this file)"
            ))
            .field(field.to_string())
        })?;
        if let Some(alias) = alias {
            if self.state.aliases.iter().any(|(_, a)| *a == alias) {
                return Err(InputError::new(format!("alias {alias:?} is used twice")).field(field.to_string()));
            }
            self.state.aliases.push((CardInstance(self.next), alias));
        }
        self.next += 1;
        Ok(card)
    }

    /// A card that is not a token: a token exists only as a Digimon of its own in the battle
    /// area, played there from outside the game (4-18-1). It is never in a deck (1-4-4-2),
    /// nothing is stacked on it (4-18-3), and leaving the area it is removed from the game (4-18-5).
    fn not_token(&mut self, r: &CardRef, owner: Seat, field: &str) -> Result<Card, InputError> {
        let card = self.card(r, owner, field)?;
        let def = self.state.db.get(card.def);
        if def.token {
            return Err(InputError::new(format!(
                "{} is a token: a token is only ever in the battle area, played there by an effect (4-18-1); \
                 it is never in a deck (1-4-4-2), under a card (4-18-3) or in another zone (4-18-5)",
                def.id
            ))
            .field(field.to_string()));
        }
        Ok(card)
    }

    /// A top-first list becomes a vector whose last element is the top.
    fn pile(&mut self, refs: &[CardRef], owner: Seat, field: &str) -> Result<Vec<Card>, InputError> {
        let mut cards = refs
            .iter()
            .enumerate()
            .map(|(i, r)| self.not_token(r, owner, &format!("{field}[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        cards.reverse();
        Ok(cards)
    }

    fn unit(&mut self, u: &UnitSetup, place: Place, owner: Seat, field: &str, turn: u32) -> Result<Unit, InputError> {
        let top = CardRef::Named { card: u.card.clone(), alias: u.alias.clone() };
        let top = match place {
            Place::Battle => self.card(&top, owner, &format!("{field}.card"))?,
            Place::Breeding => self.not_token(&top, owner, &format!("{field}.card"))?,
        };
        let mut stack = self.pile(&u.sources, owner, &format!("{field}.sources"))?;
        stack.push(top);
        let entered_turn = if u.played_this_turn { turn } else { turn.saturating_sub(1) };
        let mut unit = Unit::new(self.state.fresh(), stack, entered_turn);
        unit.suspended = u.suspended;
        // Each card linked later lies under those already there (4-7-3): the list is in order.
        for (i, link) in u.links.iter().enumerate() {
            let card = self.not_token(link, owner, &format!("{field}.links[{i}]"))?;
            unit.links_mut().push(card);
        }
        self.used(u, &unit, field)?;
        for (i, l) in u.lasting.iter().enumerate() {
            let controller = match l.by {
                Some(n) => seat_of(n, &format!("{field}.lasting[{i}].by"))?,
                None => owner,
            };
            let effect = LastingEffect {
                timestamp: self.state.clock.tick(),
                target: LastingTarget::Unit(unit.id),
                buff: l.buff.clone(),
                until: l.until,
                turn,
                controller,
                kinds: crate::state::EffectKinds::of(l.kind.unwrap_or(crate::cards::ast::EffectKind::Digimon)),
            };
            self.state.lasting.push(effect);
        }
        Ok(unit)
    }

    /// Records the top card's [Once per turn] effects `u` says were used this turn (15-14-1).
    fn used(&mut self, u: &UnitSetup, unit: &Unit, field: &str) -> Result<(), InputError> {
        let top = *unit.top();
        let def = self.state.db.get(top.def);
        for (i, n) in u.used_this_turn.iter().enumerate() {
            let once = usize::from(*n)
                .checked_sub(1)
                .and_then(|at| def.effects.get(at))
                .and_then(Ability::as_triggered)
                .is_some_and(|t| t.per_turn.is_some());
            if !once {
                return Err(InputError::new(format!(
                    "{} has no [Once per turn] effect number {n}: expected the number (1 for the first) of one of its effects limited per turn (15-14-1); list it twice for two uses",
                    def.id
                ))
                .field(format!("{field}.used-this-turn[{i}]")));
            }
            let ability = AbilityRef::Printed { index: n - 1, inherited: false };
            self.state.used_this_turn.push((top.id, ability));
        }
        Ok(())
    }
}

fn seat_of(n: u8, field: &str) -> Result<Seat, InputError> {
    match n {
        1 | 2 => Ok(Seat(n - 1)),
        other => Err(InputError::new(format!("expected 1 or 2, found {other}")).field(field.to_string())),
    }
}

/// A new game from the scenario's deck lists (5-2), with its aliases on the cards listed.
fn new_game(db: Arc<CardDb>, setup: &Setup, seed: u64) -> Result<DigimonState, DigimonError> {
    let mut aliases = Vec::new();
    let mut decks: Vec<setup::DeckList> = Vec::new();
    let mut instance = 0u16;
    for (name, p) in [("p1", &setup.p1), ("p2", &setup.p2)] {
        let mut cards = Vec::new();
        for r in p.deck.iter().chain(p.eggs.iter()) {
            let (id, alias) = match r {
                CardRef::Id(id) => (id.clone(), None),
                CardRef::Named { card, alias } => (card.clone(), alias.clone()),
            };
            // new_game numbers the physical cards in deck-list order, player 1 first.
            if let Some(alias) = alias {
                aliases.push((CardInstance(instance), alias));
            }
            instance = instance.saturating_add(1);
            cards.push(id);
        }
        decks.push(setup::DeckList { name: format!("{name} deck"), cards });
    }
    let mut state = setup::new_game(db, [&decks[0], &decks[1]], seed)?;
    state.aliases = aliases;
    Ok(state)
}

/// The state a scenario describes, run to its first decision.
pub fn build(db: Arc<CardDb>, file: &ScenarioFile<DigimonState>) -> Result<DigimonState, DigimonError> {
    let default = Setup::default();
    let s = file.setup.as_ref().unwrap_or(&default);
    if s.start == StartAt::NewGame {
        return new_game(db, s, file.seed());
    }
    let turn = s.turn.unwrap_or(2);
    let mut b = Builder { state: setup::blank(db, file.seed()), next: 0 };
    let tp = seat_of(s.turn_player.unwrap_or(1), "setup.turn-player")?;
    b.state.turn_player = tp;
    b.state.first_player = seat_of(s.first_player.unwrap_or(tp.0 + 1), "setup.first-player")?;
    b.state.turn = turn;
    if !(-10..=10).contains(&s.memory) {
        return Err(InputError::new(format!("expected memory from -10 to 10, found {}", s.memory))
            .field("setup.memory")
            .into());
    }
    b.state.set_memory_for(tp, s.memory);
    for (seat, p, name) in [(Seat(0), &s.p1, "setup.p1"), (Seat(1), &s.p2, "setup.p2")] {
        let hand = b.pile(&p.hand, seat, &format!("{name}.hand"))?;
        let deck = b.pile(&p.deck, seat, &format!("{name}.deck"))?;
        let eggs = b.pile(&p.eggs, seat, &format!("{name}.eggs"))?;
        let security = b.pile(&p.security, seat, &format!("{name}.security"))?;
        let trash = b.pile(&p.trash, seat, &format!("{name}.trash"))?;
        let breeding = match &p.breeding {
            Some(u) => Some(b.unit(u, Place::Breeding, seat, &format!("{name}.breeding"), turn)?),
            None => None,
        };
        let battle = p
            .battle
            .iter()
            .enumerate()
            .map(|(i, u)| b.unit(u, Place::Battle, seat, &format!("{name}.battle[{i}]"), turn))
            .collect::<Result<Vec<_>, _>>()?;
        let player = b.state.player_mut(seat);
        player.hand = hand.into_iter().rev().collect();
        player.deck = deck;
        player.eggs = eggs.into();
        player.security = security.into();
        player.trash = trash;
        player.breeding = breeding;
        *player.battle_mut() = battle;
        player.mulligan_decided = true;
    }
    let mut state = b.state;
    state.next_instance = b.next;
    match s.start {
        StartAt::StartOfTurn => state.steps.push(Step::BeginTurn),
        StartAt::Breeding => {
            state.phase = Phase::Breeding;
            state.steps.extend([Step::BreedingPhase, Step::Settle]);
        }
        StartAt::Main => {
            state.phase = Phase::Main;
            state.steps.extend([Step::Main, Step::Settle]);
        }
        StartAt::NewGame => unreachable!("handled above"),
    }
    crate::engine::run(&mut state);
    Ok(state)
}
