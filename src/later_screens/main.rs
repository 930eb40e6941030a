//! The screens not on the first load, in a wasm module of their own (issue 38): the
//! Lab, the puzzles, the position editor and the rules dialog. The app's module loads
//! it when one of them is first opened (src/app/module_host.rs), so that the first load
//! does not carry them (36 KB gzip of the app's module for the Lab on 2026-12-05, 15 KB
//! for the rules on 2026-12-07). The Share dialog's QR codes are drawn here too. One module for all, not one each:
//! each module is one more link of the whole program with LTO in every build. Built as
//! the app is (the release profile, for size); scripts/build.mjs builds it.

// Natively nothing calls the exports; they build so that the native lint reads them.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod exports {
    use sampo_sahkku::app::{mount_editor, mount_lab, mount_puzzles, mount_rules, MountedScreen};
    use wasm_bindgen::prelude::*;

    /// A screen as drawn into its element.
    #[wasm_bindgen]
    pub struct LaterScreen(MountedScreen);

    #[wasm_bindgen]
    impl LaterScreen {
        /// Takes the screen away (the Lab's runs stop).
        pub fn unmount(self) {
            self.0.unmount();
        }
    }

    /// Draws the later screen named `screen` (its messages' prefix: `lab`, `pz`, `ed`,
    /// `rules`; `app::module_host`) into `host`, in the language tagged `lang` whose
    /// file's text is `messages`, opening the link text `shared`; `on_back` leaves it.
    #[wasm_bindgen]
    pub fn mount_screen(
        screen: &str,
        host: web_sys::Element,
        lang: &str,
        messages: &str,
        shared: &str,
        on_back: js_sys::Function,
    ) -> Result<LaterScreen, JsError> {
        let mount = match screen {
            "lab" => mount_lab,
            "pz" => mount_puzzles,
            "ed" => mount_editor,
            "rules" => mount_rules,
            _ => return Err(JsError::new(&format!("no later screen is called {screen}"))),
        };
        Ok(LaterScreen(mount(host, lang, messages, shared, on_back)))
    }

    /// The QR code of `text` as `Qr::to_text` writes it, empty where the text is too
    /// long for one: the Share dialog asks for it here (`app::module_host::qr_code`),
    /// so that the encoder is not in the first load.
    #[wasm_bindgen]
    pub fn qr_code(text: &str) -> String {
        sampo_sahkku::share::qr::qr(text).map(|q| q.to_text()).unwrap_or_default()
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("This is the later screens' module of the browser app: `make serve` builds it.");
}
