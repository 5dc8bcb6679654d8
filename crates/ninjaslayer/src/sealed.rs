//! ブリッツシールド戦 (Blitz Sealed, 402.3): opening five demo booster packs with the seeded RNG.
//! Each pack holds 8 cards: 5 commons, 2 uncommons and 1 rare, each drawn at random from the
//! demo set's cards of that rarity (the same card may come twice). The 40 cards are the deck:
//! any number of copies and of ukemi cards (402.3b/c).

use crate::cards::ast::Rarity;
use crate::cards::{CardDb, CardIdx};
use fuda_kernel::GameRng;
use fuda_kernel::deck::DeckList;

/// How many packs a Blitz Sealed player opens (402.3a).
pub const PACKS: usize = 5;

/// A pack's rarity spread: how many cards of each rarity.
pub const SPREAD: [(Rarity, usize); 3] = [(Rarity::Common, 5), (Rarity::Uncommon, 2), (Rarity::Rare, 1)];

/// Opens the packs for `seed`: each pack's cards, commons first. `None` if the set lacks a rarity.
pub fn open_packs(db: &CardDb, seed: u64) -> Option<Vec<Vec<CardIdx>>> {
    let mut rng = GameRng::new(seed);
    let pools: Vec<(Rarity, Vec<CardIdx>)> =
        SPREAD.iter().map(|(r, _)| (*r, db.iter().filter(|(_, d)| d.rarity == *r).map(|(i, _)| i).collect())).collect();
    if pools.iter().any(|(_, p)| p.is_empty()) {
        return None;
    }
    let mut packs = Vec::with_capacity(PACKS);
    for _ in 0..PACKS {
        let mut pack = Vec::new();
        for ((_, n), (_, pool)) in SPREAD.iter().zip(&pools) {
            for _ in 0..*n {
                pack.push(pool[rng.below(pool.len())]);
            }
        }
        packs.push(pack);
    }
    Some(packs)
}

/// The Blitz Sealed deck of `seed`: the 40 cards of its packs, as a deck list.
pub fn sealed_deck(db: &CardDb, seed: u64) -> Option<DeckList> {
    let packs = open_packs(db, seed)?;
    let cards = packs.iter().flatten().map(|i| db.get(*i).id.clone()).collect();
    Some(DeckList { name: format!("Blitz Sealed (seed {seed})"), cards })
}
