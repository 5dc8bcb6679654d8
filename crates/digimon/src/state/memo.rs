//! [`Memo`]: a value worked out from part of the state the first time it is asked, and
//! forgotten whenever that part changes. Not part of the game: equal, hashed and serialised as
//! nothing, so that states compare and hash the same whether or not it was worked out.

use std::cell::OnceCell;

/// A remembered value. A `OnceCell`, not a `OnceLock`: a game moves between threads but is
/// never read by two at once (`Game` asks only `Send`), and the lock's atomic reads cost 2% of
/// a playout.
pub struct Memo<T>(OnceCell<T>);

impl<T> Default for Memo<T> {
    fn default() -> Memo<T> {
        Memo(OnceCell::new())
    }
}

impl<T> Memo<T> {
    /// The value, worked out by `f` if it is not known.
    #[inline]
    pub fn get_or(&self, f: impl FnOnce() -> T) -> &T {
        self.0.get_or_init(f)
    }

    /// The value, if it is known, to bring up to date with a change.
    #[inline]
    pub fn known_mut(&mut self) -> Option<&mut T> {
        self.0.get_mut()
    }

    /// Forgets the value: what it followed is about to change.
    #[inline]
    pub fn forget(&mut self) {
        self.0.take();
    }
}

// A copy starts without the value: filling a `OnceCell` costs more than copying the state it
// sits in, and a copy made for search is changed at once anyway.
impl<T> Clone for Memo<T> {
    fn clone(&self) -> Memo<T> {
        Memo::default()
    }
}

impl<T> PartialEq for Memo<T> {
    fn eq(&self, _: &Memo<T>) -> bool {
        true
    }
}

impl<T> Eq for Memo<T> {}

impl<T> std::hash::Hash for Memo<T> {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl<T> std::fmt::Debug for Memo<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.get().is_some() { "known" } else { "unknown" })
    }
}
