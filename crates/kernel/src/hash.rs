//! Stable state hashes: SipHash-1-3 with fixed keys over the derived `Hash` of a state, so the
//! same state hashes the same on every run and machine (replays compare these).

use siphasher::sip::SipHasher13;
use std::hash::{Hash, Hasher};

/// The stable hash of any `Hash` value.
pub fn stable_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut hasher = SipHasher13::new_with_keys(0x6675_6461, 0x672e_7273);
    value.hash(&mut hasher);
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_equal_hashes() {
        assert_eq!(stable_hash(&(1u8, "a")), stable_hash(&(1u8, "a")));
        assert_ne!(stable_hash(&(1u8, "a")), stable_hash(&(2u8, "a")));
    }
}
