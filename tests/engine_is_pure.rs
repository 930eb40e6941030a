//! Only the app layer (`src/app`) touches the browser: the engines, the sessions, the
//! saves, the lessons and everything else below it run natively in tests and the lab,
//! and the same code ships in the wasm app. (The browser crates build natively too, so
//! the compiler alone would not stop an import: this test does.)

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
fn nothing_below_the_app_uses_web_types() {
    let mut files = Vec::new();
    for dir in ["src/engine", "src/lab", "src/i18n", "src/session", "src/saves", "src/lessons", "src/layout", "src/bin"]
    {
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
