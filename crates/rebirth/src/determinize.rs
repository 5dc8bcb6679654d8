//! The copy of a game a searching agent may read: every card the observer cannot identify is
//! dealt again among the places of its owner it cannot see, partners apart (which hand cards
//! are partners is public, 4.10.4), and the pending decision is offered again from the copy.

use crate::state::{Choice, DecisionKind, Phase, RebirthState};
use fuda_kernel::{GameRng, ObjectId, Seat};

/// The ids of `seat`'s cards `observer` cannot see: the main pool (deck, hand, face-down energy
/// and entry) and the partners in the hand.
fn hidden(state: &RebirthState, seat: Seat, observer: Seat) -> [Vec<ObjectId>; 2] {
    let p = state.player(seat);
    let insider = state.insiders(seat).contains(observer);
    // Before the shuffle a player chooses from its own deck openly (6.2.1.2); its teammates
    // are shown what it sees, not the order of its deck.
    let mut main: Vec<ObjectId> = match seat == observer && state.phase == Phase::Setup {
        true => Vec::new(),
        false => p.deck.iter().map(|c| c.id).collect(),
    };
    let mut partners = Vec::new();
    if !insider {
        for c in &p.hand {
            match state.def(c).is_partner() {
                true => partners.push(c.id),
                false => main.push(c.id),
            }
        }
        main.extend(p.energy.iter().filter(|e| !state.def(&e.card).is_partner()).map(|e| e.card.id));
        main.extend(p.entry.iter().filter(|c| c.face_down).map(|c| c.card.id));
    }
    main.sort_unstable();
    partners.sort_unstable();
    [main, partners]
}

/// `state` with what `observer` cannot see dealt again from `seed`, a new generator and no log.
pub fn determinize(state: &RebirthState, observer: Seat, seed: u64) -> RebirthState {
    let mut rng = GameRng::new(seed);
    let mut copy = RebirthState { log: Default::default(), ..state.clone() };
    for k in 0..state.players.len() {
        for ids in hidden(state, Seat(k as u8), observer) {
            let p = &mut copy.players[k];
            let cards = p
                .deck
                .iter_mut()
                .chain(p.hand.iter_mut())
                .chain(p.energy.iter_mut().map(|e| &mut e.card))
                .chain(p.entry.iter_mut().map(|c| &mut c.card));
            fuda_kernel::determinize::redeal_ids(cards, &ids, &mut rng);
        }
    }
    copy.rng = rng;
    copy.logging = false;
    reoffer(&mut copy);
    copy
}

/// The pending decision's options again, where they read cards that may have been dealt again.
fn reoffer(copy: &mut RebirthState) {
    let Some(d) = copy.decision.as_ref() else { return };
    let seat = d.seat;
    let options = match d.kind {
        DecisionKind::FirstEntry => crate::prepare::first_entry_options(copy, seat),
        DecisionKind::SecondPartner => crate::prepare::partner_options(copy, seat),
        DecisionKind::EnergyPartner => crate::turn::energy_options(copy, seat, true),
        DecisionKind::EnergyCard => crate::turn::energy_options(copy, seat, false),
        DecisionKind::Main => crate::turn::main_options(copy),
        DecisionKind::Block => {
            let mut options = crate::attack::blockers(copy, seat);
            options.push(Choice::Nothing);
            options
        }
        DecisionKind::Counter => {
            let mut options = crate::abilities::counter::options(copy, seat);
            options.push(Choice::Nothing);
            options
        }
        DecisionKind::Pay
        | DecisionKind::Attack
        | DecisionKind::PartnerAttack
        | DecisionKind::AutoAbility
        | DecisionKind::OptionalCost
        | DecisionKind::OptionalStep
        | DecisionKind::EffectChoice
        | DecisionKind::UpTo
        | DecisionKind::Opponent => return,
    };
    if let Some(d) = copy.decision.as_mut() {
        d.options = options;
    }
}
