//! The crate's top-level modules form layers: no module uses one that uses it back
//! (docs/architecture.md lists the layers).

use std::path::Path;

#[test]
fn no_module_cycles() {
    fuda_testkit::modules::assert_no_module_cycles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}
