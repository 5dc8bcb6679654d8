//! Cards changing zones, each a new object (4.1.4): drawing (5.9.1), refresh the moment a deck
//! is empty (10.2.1), and players losing and leaving (1.2.2, 12.4) with the result each format
//! gives (1.2.3, 12.6.3, 12.7.3, 12.8.3, 12.9.3).

use crate::cards::Card;
use crate::format::Format;
use crate::rules;
use crate::state::{Character, RebirthState};
use fuda_kernel::{Outcome, Seat, SeatSet};

/// `card` as a new object in its new zone (4.1.4).
pub fn renew(state: &mut RebirthState, mut card: Card) -> Card {
    state.objects.renew(&mut card);
    card
}

/// A character of `card` as it enters the entry or a member slot: standing (4.3.2.3), face up
/// (4.4.2, 4.5.2), with 0 damage (4.4.4.1), placed now.
pub fn placed(state: &mut RebirthState, card: Card) -> Character {
    let card = renew(state, card);
    Character { card, rested: false, damage: 0, partner_attacked: false, face_down: false, placed: state.tick() }
}

/// 5.9.1: `seat` draws 1 card; a deck left empty is refreshed at once (10.2.1).
pub fn draw(state: &mut RebirthState, seat: Seat) {
    if let Some(card) = state.player_mut(seat).deck.pop() {
        let card = renew(state, card);
        state.player_mut(seat).hand.push(card);
        let readers = state.insiders(seat);
        state.note_to(readers, rules::DRAW, |s| format!("{seat} draws {}", s.name_of(&card)));
        state.note(rules::DRAW, |_| format!("{seat} draws a card"));
        refresh(state, seat);
    }
}

/// 10.2.1: a player whose deck is empty puts the whole waiting room into the deck and shuffles
/// it; with an empty waiting room too, the player loses at once (10.2.1.1, 1.2.2.2).
pub fn refresh(state: &mut RebirthState, seat: Seat) {
    let p = state.player(seat);
    if !p.deck.is_empty() || p.left {
        return;
    }
    if p.waiting.is_empty() {
        state.note(rules::REFRESH_LOSS, |_| format!("{seat} must refresh with an empty waiting room"));
        lose(state, &[seat], rules::LOSS_REFRESH);
        return;
    }
    let cards = std::mem::take(&mut state.player_mut(seat).waiting);
    let mut deck: Vec<Card> = cards.into_iter().map(|c| renew(state, c)).collect();
    state.rng.shuffle(&mut deck);
    let n = deck.len();
    state.player_mut(seat).deck = deck;
    state.note(rules::REFRESH, |_| format!("{seat} refreshes: {n} cards from the waiting room shuffled into the deck"));
}

/// `card` into its owner's waiting room (4.1.1.3).
pub fn to_waiting(state: &mut RebirthState, card: Card) {
    let card = renew(state, card);
    state.player_mut(card.owner).waiting.push(card);
}

/// `seats` lose together (10.6.1.1) and leave the game (1.2.2); the result follows.
pub fn lose(state: &mut RebirthState, seats: &[Seat], rule: crate::rules::Rule) {
    for &seat in seats {
        if state.player(seat).left {
            continue;
        }
        state.player_mut(seat).left = true;
        state.left_this_turn = state.left_this_turn.with(seat);
        state.note(rule, |_| format!("{seat} loses and leaves the game"));
        leave(state, seat);
    }
    settle(state, seats);
}

/// 12.4: what leaves with a player while the game goes on. Its cards and zones cease to exist
/// (12.4.2, 12.4.3: they stay where they lay, read by nothing); a card it was playing ends
/// (12.4.4); nothing is asked of it any more (12.4.7); an attack by or on it ends; on its own
/// turn the rest of the turn is skipped to the end phase (12.4.6).
fn leave(state: &mut RebirthState, seat: Seat) {
    if let Some(card) = state.playing.filter(|c| c.owner == seat) {
        state.playing = None;
        state.player_mut(seat).removed.push(card);
        state.steps.retain(|s| !matches!(s, crate::state::Step::Pay { .. } | crate::state::Step::Resolve(_)));
    }
    let dropped = state.decision.as_ref().filter(|d| d.seat == seat).map(|d| d.kind);
    if dropped.is_some() {
        state.decision = None;
    }
    if state.attack.is_some_and(|a| a.attacker == seat || a.target == seat) {
        state.attack = None;
        // The attack is over: a guard or a partner attack still asked of a player in the game
        // has nothing left to act on (12.4.4, 12.4.7).
        let of_attack = [crate::state::DecisionKind::Block, crate::state::DecisionKind::PartnerAttack];
        if state.decision.as_ref().is_some_and(|d| of_attack.contains(&d.kind)) {
            state.decision = None;
        }
    }
    // 12.4.4: the move of the leaving turn player's entry character to a slot ends with its
    // payment; a teammate going on with the turn does not inherit it.
    if state.turn_player == seat {
        state.steps.retain(|s| !matches!(s, crate::state::Step::MoveToSlot(_)));
    }
    // Whom the turn player may attack, or which teammate it may hand the team's turn to
    // (12.5.7.2), has changed: the choice is offered again.
    match state.decision.as_ref().map(|d| d.kind) {
        Some(crate::state::DecisionKind::Attack) => {
            state.decision = None;
            state.steps.push(crate::state::Step::Declare);
        }
        Some(crate::state::DecisionKind::Main) if state.format.teams() => {
            state.decision = None;
            state.steps.push(crate::state::Step::MainAction);
        }
        _ => {}
    }
    if state.turn_player != seat || state.phase == crate::state::Phase::Setup {
        return;
    }
    // In the team formats a teammate still in the game goes on with the team's turn.
    let mate = state.format.teams().then(|| state.table().teammates(seat).first().copied()).flatten();
    match mate {
        Some(mate) => {
            state.turn_player = mate;
            state.note(rules::LEAVE_TURN, |_| format!("{seat} left on its team's turn: {mate} goes on with it"));
            match dropped {
                Some(crate::state::DecisionKind::Main) => state.steps.push(crate::state::Step::MainAction),
                Some(crate::state::DecisionKind::Attack) => state.steps.push(crate::state::Step::Declare),
                _ => {}
            }
        }
        None => {
            state.note(rules::LEAVE_TURN, |_| format!("{seat} left on its own turn: the turn goes on to its end"));
            state.steps.clear();
            state.decision = None;
            state.steps.push(crate::state::Step::EndPhase);
        }
    }
}

/// 12.6.3: in Rumble with single elimination, once a player has left, the one player with
/// strictly the fewest retired cards wins at once (12.6.3.1); while several tie, the game goes on
/// until one has strictly the fewest (12.6.3.2).
pub fn rumble_elimination(state: &mut RebirthState) {
    let gone = state.players.iter().any(|p| p.left);
    if state.outcome.is_none() && gone && state.format == (Format::Rumble { single_elimination: true }) {
        if let Some(w) = fewest_retired(state) {
            state.outcome = Some(Outcome::Won(w));
            let rule = if state.players.iter().filter(|p| p.left).count() > 0 && state.left_this_turn.is_empty() {
                rules::RUMBLE_TIE
            } else {
                rules::RUMBLE_ELIMINATION
            };
            state.note(rule, |_| format!("{w} has strictly the fewest retired cards and wins"));
            state.decision = None;
            state.steps.clear();
        }
    }
}

/// The result once `gone` have left, as the format decides it.
fn settle(state: &mut RebirthState, gone: &[Seat]) {
    let table = state.table();
    let winners: Option<SeatSet> = match state.format {
        // 12.8.3: a player's loss loses for the team.
        Format::DoubleTeam => {
            let losing = gone.iter().map(|&s| table.team(s)).collect::<Vec<_>>();
            let winners: SeatSet =
                (0..state.players.len()).map(|i| Seat(i as u8)).filter(|&s| !losing.contains(&table.team(s))).collect();
            Some(winners)
        }
        // 12.7.3: whoever sat just before a player who left wins.
        Format::Circle { single_elimination: true } => {
            let n = state.players.len();
            let before = |s: Seat| -> Seat {
                (1..=n)
                    .map(|k| Seat(((s.index() + n - k) % n) as u8))
                    .find(|p| !state.player(*p).left || *p == s)
                    .unwrap_or(s)
            };
            let set: SeatSet = gone.iter().map(|&s| before(s)).filter(|p| !state.player(*p).left).collect();
            (!set.is_empty()).then_some(set)
        }
        Format::TripleTeam => team_points(state, gone),
        Format::TwoPlayer | Format::Rumble { .. } | Format::Circle { single_elimination: false } => None,
    };
    let present: Vec<Seat> = state.table().present().collect();
    match (winners, present.as_slice()) {
        // 12.8.3 for both teams at once: nobody wins (ruling R25).
        (Some(w), _) if w.is_empty() => {
            state.outcome = Some(Outcome::Draw);
            state.note(rules::NOBODY_LEFT, |_| "both teams lose: nobody wins".to_string());
        }
        (Some(w), _) => {
            state.outcome = Some(Outcome::Won(w));
            state.note(rules::WINNER_ENDS, |_| format!("{w} win; every other player loses"));
        }
        // 1.2.3: the one player left wins at once.
        (None, [one]) => {
            state.outcome = Some(Outcome::win(*one));
            let one = *one;
            state.note(rules::LAST_PLAYER, |_| format!("{one} is the last player and wins"));
        }
        // 1.2.3.1: nobody is left and nobody wins.
        (None, []) => {
            state.outcome = Some(Outcome::Draw);
            state.note(rules::NOBODY_LEFT, |_| "every player has left: nobody wins".to_string());
        }
        (None, _) => {}
    }
    if state.outcome.is_some() {
        state.decision = None;
        state.steps.clear();
    }
    rumble_elimination(state);
}

/// 12.9.3: for each player who left, the team of the player facing it gains a point and that
/// player leaves too (12.9.3.3); a team of 2 points wins (12.9.3.2); once everyone has left, the
/// team with more points does (12.9.3.3.1), and with as many, nobody (ruling R25).
fn team_points(state: &mut RebirthState, gone: &[Seat]) -> Option<SeatSet> {
    let table = state.table();
    for &seat in gone {
        let Some(facing) = table.facing(seat).filter(|f| !state.player(*f).left) else { continue };
        let team = table.team(facing);
        state.points[team] += 1;
        let points = state.points[team];
        state.note(rules::TEAM_POINTS, |_| format!("{facing}'s team gains a point ({points}) and {facing} leaves too"));
        state.player_mut(facing).left = true;
        state.left_this_turn = state.left_this_turn.with(facing);
        leave(state, facing);
    }
    let team_seats = |team: usize| -> SeatSet {
        (0..state.players.len()).map(|i| Seat(i as u8)).filter(|&s| table.team(s) == team).collect()
    };
    if let Some(team) = (0..2).find(|&t| state.points[t] >= 2) {
        return Some(team_seats(team));
    }
    let everyone_left = state.players.iter().all(|p| p.left);
    match (everyone_left, state.points[0].cmp(&state.points[1])) {
        (true, std::cmp::Ordering::Greater) => Some(team_seats(0)),
        (true, std::cmp::Ordering::Less) => Some(team_seats(1)),
        _ => None,
    }
}

/// 12.6.3.1: the one player with strictly the fewest cards in the retire area, if one has.
fn fewest_retired(state: &RebirthState) -> Option<SeatSet> {
    let table = state.table();
    let counts: Vec<(Seat, usize)> = table.present().map(|s| (s, state.player(s).retire.len())).collect();
    let least = counts.iter().map(|(_, n)| *n).min()?;
    match counts.iter().filter(|(_, n)| *n == least).collect::<Vec<_>>().as_slice() {
        [(seat, _)] => Some(SeatSet::one(*seat)),
        _ => None,
    }
}
