//! Section 12 invariants over random games of every format and seat count, with players
//! conceding at random moments: nobody who left is ever asked anything (12.4.7), a guard is asked
//! only during an attack and only of a guard the format names, the cards of a
//! player who left never change again (12.4.2, 12.4.3, 12.4.7), every game ends, and the result
//! is one the format can give (1.2.3, 12.6.3, 12.7.3, 12.8.3, 12.9.3).

use super::demo;
use fuda_kernel::{Game, GameRng, Outcome, Seat, SeatSet};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::format::{Format, Table};
use fuda_rebirth::setup::{DeckList, new_game};
use fuda_rebirth::state::{DecisionKind, Player};

/// The formats and seat counts played.
fn tables() -> Vec<(Format, usize)> {
    let mut out = Vec::new();
    for single_elimination in [false, true] {
        for seats in [3, 4, 5, 6] {
            out.push((Format::Rumble { single_elimination }, seats));
            out.push((Format::Circle { single_elimination }, seats));
        }
    }
    out.push((Format::DoubleTeam, 4));
    out.push((Format::TripleTeam, 6));
    out
}

/// Whether `winners` is a result `format` can give once `left` (the seats that left, in the
/// order they left) are gone: a whole team in the team formats; players still in otherwise.
fn possible(format: Format, seats: usize, winners: SeatSet, gone: &[bool]) -> bool {
    let table = Table::new(format, gone.iter().copied());
    match format {
        Format::DoubleTeam | Format::TripleTeam => {
            let team = |s: Seat| table.team(s);
            let first = winners.iter().next().expect("a winner");
            let whole: SeatSet = (0..seats).map(|k| Seat(k as u8)).filter(|&s| team(s) == team(first)).collect();
            winners == whole
        }
        _ => winners.iter().all(|s| !gone[s.index()]),
    }
}

fn play(format: Format, seats: usize, decks: &[DeckList], seed: u64) {
    let (db, _) = demo();
    let picked: Vec<&DeckList> = (0..seats).map(|k| &decks[(seed as usize + k) % decks.len()]).collect();
    let mut game = RebirthGame { state: new_game(db, &picked, seed, format).expect("legal decks") };
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut frozen: Vec<Option<Player>> = vec![None; seats];
    for answered in 0..20_000 {
        for (k, p) in game.state.players.iter().enumerate() {
            match &frozen[k] {
                None if p.left => frozen[k] = Some(p.clone()),
                Some(then) => assert_eq!(then, p, "seed {seed}: the cards of P{} changed after it left", k + 1),
                None => {}
            }
        }
        let Some(seat) = game.decider() else { break };
        assert!(!game.state.player(seat).left, "seed {seed}: P{} left but is asked to decide", seat.index() + 1);
        let kind = game.state.decision.as_ref().map(|d| d.kind).expect("a pending decision");
        match kind {
            // A guard or a partner attack is asked only while an attack is under way (8.2.4.4,
            // 8.3.3), by a guard the format names (12.6.6.1, 12.7.6.1, 12.8.5.1, 12.9.5.1).
            DecisionKind::Block | DecisionKind::PartnerAttack => {
                let attack = game.state.attack.unwrap_or_else(|| panic!("seed {seed}: {kind:?} with no attack"));
                if kind == DecisionKind::Block {
                    assert!(game.state.table().guards(attack.target).contains(&seat), "seed {seed}: guard {seat}");
                }
            }
            // Only a player of the turn team acts in the main and attack phases (12.5.7.2.3).
            DecisionKind::Main | DecisionKind::Attack => {
                assert!(game.state.turn_team().contains(&seat), "seed {seed}: {seat} acts out of turn")
            }
            _ => {}
        }
        // While a guard is being asked, now and then the attacker or the attacked player
        // concedes (12.4.4: the attack is over with it).
        if kind == DecisionKind::Block && rng.below(3) == 0 {
            let attack = game.state.attack.expect("checked above");
            game.concede(if rng.below(2) == 0 { attack.attacker } else { attack.target });
            continue;
        }
        // Now and then a player still in the game concedes, at whatever moment this is.
        if game.state.turn > 1 && rng.below(40) == 0 {
            let present: Vec<usize> = (0..seats).filter(|&k| !game.state.players[k].left).collect();
            let quitter = present[rng.below(present.len())];
            game.concede(Seat(quitter as u8));
            continue;
        }
        let n = game.option_count();
        game.answer(seat, if n <= 1 { 0 } else { rng.below(n) }).expect("an offered answer");
        assert!(answered < 19_999, "seed {seed}: {} with {seats} seats did not end", format.name());
    }
    let gone: Vec<bool> = game.state.players.iter().map(|p| p.left).collect();
    match game.outcome().expect("the game ended") {
        Outcome::Won(winners) => {
            assert!(possible(format, seats, winners, &gone), "seed {seed}: {} winners {winners:?}", format.name())
        }
        Outcome::Draw => {}
    }
}

#[test]
fn nobody_who_left_acts_or_is_touched_and_every_game_ends() {
    let (_, decks) = demo();
    for (format, seats) in tables() {
        for seed in 0..30 {
            play(format, seats, &decks, seed);
        }
    }
}
