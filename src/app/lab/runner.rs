//! Running thousands of games without freezing the page. The games of a run wait in a
//! queue of numbered ranges; worker threads (one per core the browser reports, each
//! with the players' module, `app::players`) take shares of them and send back what
//! they counted, which is added up here. Every game has dice of its own (from the seed
//! and its number), so the counts do not depend on who played which game, and they
//! equal the command line's. Where workers cannot start or fail, the page loads the
//! players' module and plays the rest itself in slices of a few tens of milliseconds,
//! drawing between them.

use crate::app::players::{self, OnPage};
use crate::engine::sahkku::rules::FaceSet;
use crate::engine::sahkku::Rules;
use crate::lab::sahkku::SahkkuTally;
use crate::lab::sampo::SampoTally;
use crate::lab::{self, Setting, Share};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::UseStateSetter;

/// How long the page may play games before it draws (when it plays them itself).
const SLICE_MS: f64 = 40.0;
/// How long one worker's share should take: long enough that messages cost little,
/// short enough that progress moves and the last shares end together.
const SHARE_MS: f64 = 250.0;
/// How often the charts are redrawn while games run.
const REDRAW_MS: f64 = 250.0;
/// The most worker threads, whatever the browser reports.
const MAX_WORKERS: u32 = 8;

/// The counts of one setting so far, for the charts.
#[derive(Clone, PartialEq)]
pub enum Tally {
    Sampo(Box<SampoTally>),
    /// The tally, the family's face set and whether it has queens.
    Sahkku(Box<SahkkuTally>, FaceSet, bool),
}

impl Tally {
    fn of(setting: &Setting, counted: lab::Tally) -> Tally {
        match counted {
            lab::Tally::Sampo(s) => Tally::Sampo(Box::new(s)),
            lab::Tally::Sahkku(s) => {
                let Setting::Sahkku { variant, changes, .. } = setting else { unreachable!() };
                let rules = Rules::with_changes(variant.rules(), changes).unwrap_or(variant.rules());
                Tally::Sahkku(Box::new(s), rules.faces, rules.queens)
            }
        }
    }

    fn add(&mut self, counted: &lab::Tally) {
        match (self, counted) {
            (Tally::Sampo(a), lab::Tally::Sampo(b)) => a.add(b),
            (Tally::Sahkku(a, ..), lab::Tally::Sahkku(b)) => a.add(b),
            _ => {}
        }
    }
}

/// What the screen shows about a run.
#[derive(Clone, PartialEq)]
pub struct Progress {
    pub done: u64,
    pub target: u64,
    pub elapsed_ms: f64,
    pub state: RunState,
    /// One tally per setting compared.
    pub tallies: Vec<Tally>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RunState {
    Running,
    Finished,
    Cancelled,
    /// The players' module could not load, neither in a worker nor on the page (the
    /// charts keep what was counted before).
    Failed,
}

impl Progress {
    /// Seconds still to wait, at the pace so far.
    pub fn seconds_left(&self) -> Option<f64> {
        (self.done > 0 && self.state == RunState::Running)
            .then(|| (self.target - self.done) as f64 * self.elapsed_ms / self.done as f64 / 1000.0)
    }
}

struct Job {
    settings: Vec<Setting>,
    /// The family's learned score, for the masters that play with it (`Setting::learned`).
    weights: Option<Rc<Vec<u8>>>,
    tallies: Vec<Tally>,
    target: u64,
    /// Games `next..target` are not handed out yet; `lost` are shares a failed worker had.
    next: u64,
    lost: Vec<(u64, u64)>,
    done: u64,
    started: f64,
    last_drawn: f64,
    /// Measured cost of one game (of every setting), to size the next share.
    ms_per_game: f64,
}

/// A worker thread and the share it is playing: first game, games, when it was sent.
struct Hand {
    worker: Worker,
    share: Option<(u64, u64, f64)>,
}

/// The job in progress and its workers. Each job has a number; a message or slice of
/// a job that was replaced or cancelled finds another number and is dropped.
#[derive(Default)]
pub struct Runner {
    job: Option<Job>,
    number: u32,
    hands: Vec<Hand>,
    /// The workers' message handlers, kept while they may be called (a handler is never
    /// dropped from inside its own call: only when a job starts or the screen goes).
    handlers: Vec<Closure<dyn FnMut(MessageEvent)>>,
}

pub type Shared = Rc<RefCell<Runner>>;

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

impl Job {
    fn progress(&self, state: RunState) -> Progress {
        Progress {
            done: self.done,
            target: self.target,
            elapsed_ms: now_ms() - self.started,
            state,
            tallies: self.tallies.clone(),
        }
    }

    /// The next share of about `games` games: a lost share first, else the next ones.
    fn take(&mut self, games: u64) -> Option<(u64, u64)> {
        if let Some(share) = self.lost.pop() {
            return Some(share);
        }
        let games = games.min(self.target - self.next);
        (games > 0).then(|| {
            self.next += games;
            (self.next - games, games)
        })
    }

    /// How many games a share should hold to take about `ms`, leaving work for every hand.
    fn share_size(&self, ms: f64, hands: u64) -> u64 {
        let fair = (self.target - self.next).div_ceil(hands.max(1));
        ((ms / self.ms_per_game) as u64).clamp(1, fair.max(1))
    }

    fn count(&mut self, tallies: &[lab::Tally], games: u64, ms: f64) {
        for (sum, t) in self.tallies.iter_mut().zip(tallies) {
            sum.add(t);
        }
        self.done += games;
        self.ms_per_game = (ms / games.max(1) as f64).max(1e-4);
    }

    fn over(&self) -> bool {
        self.done >= self.target
    }
}

/// Starts `target` games of each setting, replacing any job in progress; `weights`
/// are the family's learned score where its masters play with it.
pub fn start(
    shared: &Shared,
    settings: Vec<Setting>,
    weights: Option<Rc<Vec<u8>>>,
    target: u64,
    show: UseStateSetter<Option<Progress>>,
) {
    stop(shared);
    let began = now_ms();
    // Nothing counted yet: each setting's empty tally.
    let tallies = settings.iter().filter_map(|s| Some(Tally::of(s, s.nothing_counted().ok()?))).collect();
    let job = Job {
        settings,
        weights,
        tallies,
        target,
        next: 0,
        lost: Vec::new(),
        done: 0,
        started: began,
        last_drawn: began,
        ms_per_game: 1.0,
    };
    show.set(Some(job.progress(RunState::Running)));
    let number = {
        let mut r = shared.borrow_mut();
        r.number = r.number.wrapping_add(1);
        r.job = Some(job);
        r.number
    };
    if !start_workers(shared, number, &show) {
        play_in_page(shared, number, show);
    }
}

/// Stops the job and shows what it had counted.
pub fn cancel(shared: &Shared, show: &UseStateSetter<Option<Progress>>) {
    let job = {
        let mut r = shared.borrow_mut();
        r.number = r.number.wrapping_add(1);
        end_workers(&mut r);
        r.job.take()
    };
    if let Some(job) = job {
        show.set(Some(job.progress(RunState::Cancelled)));
    }
}

/// Stops without showing anything: the screen is going away, or another job starts.
pub fn stop(shared: &Shared) {
    let mut r = shared.borrow_mut();
    r.number = r.number.wrapping_add(1);
    r.job = None;
    end_workers(&mut r);
    r.handlers.clear();
}

fn end_workers(r: &mut Runner) {
    for hand in r.hands.drain(..) {
        hand.worker.terminate();
    }
}

/// Starts one worker per core and hands each a share; false if none could start.
fn start_workers(shared: &Shared, number: u32, show: &UseStateSetter<Option<Progress>>) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let cores = (window.navigator().hardware_concurrency() as u32).clamp(1, MAX_WORKERS);
    let target = shared.borrow().job.as_ref().map_or(0, |j| j.target);
    for i in 0..cores.min(target as u32) as usize {
        let Some(worker) = players::worker() else { break };
        let handler = {
            let (shared, show) = (shared.clone(), show.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| answered(&shared, number, i, e, &show))
        };
        worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
        // A worker that cannot run (no module workers, a failed load) hands its share
        // back, and the page plays the rest.
        let on_error = {
            let (shared, show) = (shared.clone(), show.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| failed(&shared, number, &show))
        };
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let mut r = shared.borrow_mut();
        r.handlers.push(handler);
        r.handlers.push(on_error);
        r.hands.push(Hand { worker, share: None });
    }
    let mut r = shared.borrow_mut();
    let hands = r.hands.len();
    for i in 0..hands {
        hand_out(&mut r, i);
    }
    hands > 0
}

/// Sends worker `i` its next share, if games are left.
fn hand_out(r: &mut Runner, i: usize) {
    let hands = r.hands.len() as u64;
    let Some(job) = r.job.as_mut() else { return };
    // The first shares are small: the cost of a game is not known yet.
    let games = if job.done == 0 { 1 } else { job.share_size(SHARE_MS, hands) };
    let Some((from, games)) = job.take(games) else { return };
    let request = Share { settings: job.settings.clone(), from, games }.to_text();
    let message = players::message("lab", &request, job.weights.as_deref().map(Vec::as_slice));
    let hand = &mut r.hands[i];
    hand.share = Some((from, games, now_ms()));
    if hand.worker.post_message(&message).is_err() {
        if let Some(job) = r.job.as_mut() {
            job.lost.push((from, games));
        }
        r.hands[i].share = None;
    }
}

/// A worker's counts came back: add them, hand it the next share, draw when due.
fn answered(shared: &Shared, number: u32, i: usize, e: MessageEvent, show: &UseStateSetter<Option<Progress>>) {
    {
        let mut r = shared.borrow_mut();
        if r.number != number || i >= r.hands.len() {
            return;
        }
        let Some((from, games, sent)) = r.hands[i].share.take() else { return };
        let Some(job) = r.job.as_mut() else { return };
        let numbers = e.data().dyn_into::<js_sys::Float64Array>().map(|a| a.to_vec()).unwrap_or_default();
        let Some(tallies) = lab::read_answer(&numbers, job.settings.len()) else {
            // The worker could not play (its module did not load): the page plays on.
            job.lost.push((from, games));
            drop(r);
            return failed(shared, number, show);
        };
        job.count(&tallies, games, now_ms() - sent);
        if job.over() {
            let progress = job.progress(RunState::Finished);
            r.job = None;
            end_workers(&mut r);
            show.set(Some(progress));
            return;
        }
        hand_out(&mut r, i);
    }
    redraw_if_due(shared, show);
}

/// A worker failed: every share out goes back to the queue, and the page plays on.
fn failed(shared: &Shared, number: u32, show: &UseStateSetter<Option<Progress>>) {
    {
        let mut r = shared.borrow_mut();
        if r.number != number {
            return;
        }
        let shares: Vec<(u64, u64)> =
            r.hands.iter_mut().filter_map(|h| h.share.take()).map(|(f, g, _)| (f, g)).collect();
        end_workers(&mut r);
        let Some(job) = r.job.as_mut() else { return };
        job.lost.extend(shares);
    }
    play_in_page(shared, number, show.clone());
}

fn redraw_if_due(shared: &Shared, show: &UseStateSetter<Option<Progress>>) {
    let mut r = shared.borrow_mut();
    let Some(job) = r.job.as_mut() else { return };
    let t = now_ms();
    if t - job.last_drawn >= REDRAW_MS {
        job.last_drawn = t;
        show.set(Some(job.progress(RunState::Running)));
    }
}

/// Plays the rest of the job on the page, a slice at a time, with the players'
/// module loaded here; a job it cannot play (the module did not load) fails.
fn play_in_page(shared: &Shared, number: u32, show: UseStateSetter<Option<Progress>>) {
    let shared = shared.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let Some(module) = players::on_page().await else {
            let mut r = shared.borrow_mut();
            if r.number == number {
                if let Some(job) = r.job.take() {
                    show.set(Some(job.progress(RunState::Failed)));
                }
            }
            return;
        };
        loop {
            next_turn_of_the_event_loop().await;
            if !slice(&shared, number, &show, &module) {
                break;
            }
        }
    });
}

/// Lets the browser draw and handle input: a promise resolved by a zero timeout.
async fn next_turn_of_the_event_loop() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Plays games for about `SLICE_MS`; false when the job is over or gone.
fn slice(shared: &Shared, number: u32, show: &UseStateSetter<Option<Progress>>, module: &OnPage) -> bool {
    {
        let mut r = shared.borrow_mut();
        if r.number != number {
            return false;
        }
        let Some(job) = r.job.as_mut() else { return false };
        let began = now_ms();
        while now_ms() - began < SLICE_MS {
            // Shares of about 5 ms keep the slice close to its length.
            let Some((from, games)) = job.take(job.share_size(5.0, 1)) else { break };
            let t0 = now_ms();
            let request = Share { settings: job.settings.clone(), from, games }.to_text();
            let weights = job.weights.as_deref().map(Vec::as_slice);
            let Some(tallies) = lab::read_answer(&module.lab_share(&request, weights), job.settings.len()) else {
                show.set(Some(job.progress(RunState::Failed)));
                r.job = None;
                return false;
            };
            job.count(&tallies, games, now_ms() - t0);
        }
        if job.over() {
            show.set(Some(job.progress(RunState::Finished)));
            r.job = None;
            return false;
        }
    }
    redraw_if_due(shared, show);
    true
}
