//! Pieces every game's `[setup]` is written with: a card by id, optionally named by an alias,
//! and the scenario's card set (the demo set with the file's own cards).

use crate::catalog::{CardDb, CardIdx, Definition};
use crate::error::InputError;
use crate::ids::ObjectId;
use crate::objects::{CardInstance, ObjectAllocator};
use serde::Deserialize;
use std::hash::Hash;

/// A card by id (`"FD-001"`), or with an alias (`{ card = "FD-001", as = "alias" }`) that labels
/// and expectations name it by.
#[derive(Debug, Deserialize, Clone)]
#[serde(untagged)]
pub enum CardRef {
    /// Just the id.
    Id(String),
    /// An id and an alias.
    Named {
        /// The card id.
        card: String,
        /// The alias used in labels and expectations.
        #[serde(rename = "as")]
        alias: Option<String>,
    },
}

impl CardRef {
    /// The id and the alias.
    pub fn parts(&self) -> (&str, Option<&str>) {
        match self {
            CardRef::Id(id) => (id, None),
            CardRef::Named { card, alias } => (card, alias.as_deref()),
        }
    }
}

/// The demo cards with a scenario's own, already validated: an inline card with the id of a
/// demo card replaces it for this scenario.
pub fn with_inline<D: Definition + Hash + Clone>(demo: &CardDb<D>, inline: Vec<D>) -> CardDb<D> {
    let mut db = demo.clone();
    for def in inline {
        db.insert(def);
    }
    db
}

/// The physical cards a `[setup]` names, in file order: each gets the next instance number, a
/// fresh object identity and its alias, which no other card may have.
#[derive(Debug, Default)]
pub struct SetupCards {
    /// The object identities handed out; the game starts from it.
    pub objects: ObjectAllocator,
    /// The aliases of the physical cards.
    pub aliases: Vec<(CardInstance, String)>,
    instance: u16,
}

/// What [`SetupCards::take`] gives a card: its definition, physical card and object.
pub struct Taken {
    /// The definition.
    pub def: CardIdx,
    /// The physical card.
    pub instance: CardInstance,
    /// Its object identity.
    pub id: ObjectId,
}

impl SetupCards {
    /// The card `r` names, read from the file's `field`: an unknown id or an alias given twice
    /// is an error naming the field.
    pub fn take<D: Definition + Hash>(
        &mut self,
        db: &CardDb<D>,
        r: &CardRef,
        field: &str,
    ) -> Result<Taken, InputError> {
        let (id, alias) = r.parts();
        let Some(def) = db.find(id) else {
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
        Ok(Taken { def, instance, id: self.objects.fresh() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Hash)]
    struct Def(String);

    impl Definition for Def {
        fn card_id(&self) -> &str {
            &self.0
        }
    }

    fn named(card: &str, alias: &str) -> CardRef {
        CardRef::Named { card: card.to_string(), alias: Some(alias.to_string()) }
    }

    #[test]
    fn setup_cards_are_numbered_in_file_order_and_aliases_are_unique() {
        let mut db = CardDb::default();
        db.insert(Def("A-1".to_string()));
        let mut cards = SetupCards::default();
        let first = cards.take(&db, &named("A-1", "x"), "setup.p1.hand[0]").expect("known");
        let second = cards.take(&db, &CardRef::Id("A-1".to_string()), "setup.p1.hand[1]").expect("known");
        assert_eq!((first.instance, second.instance), (CardInstance(1), CardInstance(2)));
        assert_ne!(first.id, second.id);
        assert_eq!(cards.aliases, vec![(CardInstance(1), "x".to_string())]);
        let twice = cards.take(&db, &named("A-1", "x"), "setup.p2.deck[0]").err().expect("an alias given twice");
        assert!(twice.to_string().contains("alias \"x\" is used twice"), "{twice}");
        assert!(twice.to_string().contains("setup.p2.deck[0]"), "{twice}");
        let unknown = cards.take(&db, &CardRef::Id("B-9".to_string()), "setup.p1.trash[3]").err().expect("unknown");
        assert!(
            unknown.to_string().contains("unknown card id \"B-9\"")
                && unknown.to_string().contains("setup.p1.trash[3]")
        );
    }
}
