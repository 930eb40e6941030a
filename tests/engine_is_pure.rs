//! The rules engines must not touch the browser: they run natively in tests and the
//! lab, and the same code ships in the wasm app.

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_and_the_lab_use_no_web_types() {
    let mut files = Vec::new();
    for dir in ["src/engine", "src/lab", "src/i18n"] {
        rust_files(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).as_path(), &mut files);
    }
    assert!(!files.is_empty());
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for web in ["yew", "web_sys", "wasm_bindgen", "gloo", "js_sys"] {
            assert!(!text.contains(&format!("{web}::")), "{} uses {web}", f.display());
        }
    }
}
