//! Sáhkku scenes for the rules pages: for a set of rules and a topic (waking a
//! soldier, a capture, blocking, the gonagas, the queens), a position, a throw and a
//! legal move that shows the rule at work. Scenes are found by search over simple
//! arrangements rather than written by hand, so that every family and every house
//! rule gets a picture that is true under its own rules.

use crate::engine::sahkku::{Event, Expect, Face, Geometry, PieceKind, Position, Queen, Rules, Side, Soldier, SubMove};

/// The sections of a family's rules page, in reading order. Every house rule is
/// listed under exactly one of them (`options`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    Start,
    /// The board at the start and the first player's path.
    Board,
    Dice,
    Waking,
    /// Which pieces may share a line or pass each other.
    Lines,
    Capture,
    /// A soldier stands on an inactive enemy, which may not move on.
    Blocking,
    /// Recruiting the gonagas.
    King,
    /// Capturing a queen ends the game.
    Queen,
    Win,
}

impl Topic {
    pub fn id(self) -> &'static str {
        match self {
            Topic::Start => "start",
            Topic::Board => "board",
            Topic::Dice => "dice",
            Topic::Waking => "waking",
            Topic::Lines => "lines",
            Topic::Capture => "capture",
            Topic::Blocking => "blocking",
            Topic::King => "king",
            Topic::Queen => "queen",
            Topic::Win => "win",
        }
    }

    /// The house rules (`Rules::get` names) this section lists with their values.
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Topic::Start => &["first-player", "even-odds"],
            // (The queens' rules are listed here, where every family's page has them.)
            Topic::Board => &["board", "soldiers", "queens", "soldier-takes-queen", "path"],
            Topic::Dice => &["dice", "faces", "blank", "order", "x-reroll", "xxx-reroll"],
            Topic::Waking => &["activation", "activation-order"],
            Topic::Lines => &["own-stacking", "no-overtaking", "active-with-inactive"],
            Topic::Capture => &["capture-inactive", "blocking"],
            Topic::Blocking | Topic::Queen => &[],
            Topic::King => &[
                "king-recruit",
                "king-moves",
                "any-direction",
                "middle-row-pass",
                "king-with-own",
                "king-with-enemy-inactive",
                "ohcejot",
            ],
            Topic::Win => &["king-counts", "blocked-loses"],
        }
    }

    /// Whether the section has a picture (`scene` finds one).
    pub fn pictured(self) -> bool {
        !matches!(self, Topic::Start | Topic::Dice | Topic::Lines | Topic::Win)
    }
}

/// The topics that apply under these rules.
pub fn topics(rules: &Rules) -> Vec<Topic> {
    let mut out = vec![Topic::Start, Topic::Board, Topic::Dice, Topic::Waking, Topic::Lines, Topic::Capture];
    // A soldier blocks by standing on an inactive enemy: not where those are captured,
    // nor where an active soldier may not stand with an inactive one.
    if rules.blocking && !rules.capture_inactive && rules.active_with_inactive {
        out.push(Topic::Blocking);
    }
    out.push(Topic::King);
    if rules.queens {
        out.push(Topic::Queen);
    }
    out.push(Topic::Win);
    out
}

/// One picture: the position before, the throw, the move, what it did and the
/// position after. The board's picture has no move (`mv` is `None`, `after == before`).
#[derive(Clone, Debug)]
pub struct Scene {
    pub topic: Topic,
    pub before: Position,
    pub throw: Vec<Face>,
    pub mv: Option<SubMove>,
    pub events: Vec<Event>,
    pub after: Position,
}

impl Scene {
    /// The cells the moving piece passed, from where it stood to where it stopped.
    pub fn trail(&self) -> Vec<crate::engine::sahkku::Cell> {
        crate::engine::sahkku::event::trail(&self.events)
    }
}

/// The starting layout of both sides, ready for side one to throw.
fn start(rules: &Rules) -> Position {
    let p = Position::new(*rules);
    let soldiers = Side::BOTH.map(|s| p.soldiers(s).to_vec());
    Position::arranged(*rules, Side::One, soldiers, [p.queen(Side::One), p.queen(Side::Two)], p.king())
}

/// The first path index of `side` that passes `cell` (on the way out).
fn index_of(geo: &Geometry, side: Side, cell: crate::engine::sahkku::Cell) -> Option<u8> {
    (0..geo.path_len()).find(|&i| geo.cell(side, i) == cell)
}

/// Throws `faces` for the side to play and keeps them: the position then waits for
/// a move, or `None` when it does not (no legal move, or the throw was refused).
fn thrown(mut p: Position, faces: &[Face]) -> Option<Position> {
    p.throw(faces).ok()?;
    if p.legal_moves().contains(&SubMove::Keep) {
        p.play(SubMove::Keep).ok()?;
    }
    (p.expect() == Expect::Move { side: Side::One }).then_some(p)
}

/// The first legal move of `p` whose events satisfy `shows`.
fn find_move(p: &Position, throw: &[Face], topic: Topic, shows: &dyn Fn(&[Event]) -> bool) -> Option<Scene> {
    p.legal_moves().into_iter().find_map(|mv| {
        let mut after = p.clone();
        let events = after.play(mv).ok()?;
        shows(&events).then(|| Scene { topic, before: p.clone(), throw: throw.to_vec(), mv: Some(mv), events, after })
    })
}

/// The faces a throw may be made of, the moving ones first; each throw tried is all
/// dice showing one face.
fn throws(rules: &Rules) -> Vec<Vec<Face>> {
    let mut faces: Vec<Face> = Face::set(rules.faces).into_iter().filter(|f| f.steps(rules) > 0).collect();
    crate::engine::order::sort_by_key(&mut faces, |f| (*f == Face::X, f.rank(rules.faces)));
    faces.into_iter().map(|f| vec![f; rules.dice as usize]).collect()
}

/// Path indices of side one in the order scenes are tried: the middle row first,
/// where a moving piece is easiest to see, then the rest of the path.
fn path_order(geo: &Geometry) -> impl Iterator<Item = u8> + '_ {
    (0..geo.path_len()).map(move |k| (k + geo.len) % geo.path_len())
}

/// The starting soldiers, with side one's last made active at path index `idx`.
fn with_active(p: &Position, idx: u8) -> [Vec<Soldier>; 2] {
    let mut soldiers = Side::BOTH.map(|s| p.soldiers(s).to_vec());
    let last = soldiers[0].len() - 1;
    soldiers[0][last] = Soldier { idx, active: true };
    soldiers
}

pub fn scene(rules: &Rules, topic: Topic) -> Option<Scene> {
    let base = start(rules);
    let geo = base.geometry();
    let queens = [base.queen(Side::One), base.queen(Side::Two)];
    // Where side one's soldier at `idx` lands with the first die of `throw`.
    let landing = |idx: u8, throw: &[Face]| geo.cell(Side::One, geo.advance(idx, throw[0].steps(rules)));
    let arranged = |soldiers, queens| Some(Position::arranged(*rules, Side::One, soldiers, queens, base.king()));
    match topic {
        Topic::Start | Topic::Dice | Topic::Lines | Topic::Win => None,
        Topic::Board => {
            Some(Scene { topic, before: base.clone(), throw: Vec::new(), mv: None, events: Vec::new(), after: base })
        }
        Topic::Waking => {
            let others = throws(rules).into_iter().flatten().find(|f| *f != Face::X).unwrap_or(Face::X);
            let mut throw = vec![others; rules.dice as usize];
            throw[0] = Face::X;
            let wakes = |p: Position| {
                let p = thrown(p, &throw)?;
                find_move(&p, &throw, topic, &|ev| {
                    ev.iter().any(|e| matches!(e, Event::Activated { piece: PieceKind::Soldier, .. }))
                })
            };
            // Under "even odds" the soldiers that start awake may stand in the way of
            // the next to wake (where own soldiers do not share a line): the picture
            // then shows the row after they have left.
            wakes(base.clone()).or_else(|| {
                let mut soldiers = Side::BOTH.map(|s| base.soldiers(s).to_vec());
                soldiers[0].retain(|s| !s.active);
                wakes(Position::arranged(*rules, Side::One, soldiers, queens, base.king()))
            })
        }
        Topic::Capture => search(
            rules,
            topic,
            &|idx, throw| {
                // An active enemy soldier one throw ahead of side one's active soldier.
                let mut soldiers = with_active(&base, idx);
                let last = soldiers[1].len() - 1;
                soldiers[1][last] = Soldier { idx: index_of(geo, Side::Two, landing(idx, throw))?, active: true };
                arranged(soldiers, queens)
            },
            &|e| matches!(e, Event::Captured { piece: PieceKind::Soldier, side: Side::One, .. }),
        ),
        Topic::Blocking => search(rules, topic, &|idx, _| arranged(with_active(&base, idx), queens), &|e| {
            matches!(e, Event::Blocks { side: Side::One, .. })
        }),
        Topic::King => search(
            rules,
            topic,
            &|idx, throw| {
                // The line the soldier lands on is cleared of enemies, so that the picture
                // shows the recruiting alone (and where a soldier may not stand with an
                // inactive one, the enemy's home row has room to enter).
                let to = landing(idx, throw);
                let mut soldiers = with_active(&base, idx);
                soldiers[1].retain(|s| geo.cell(Side::Two, s.idx) != to);
                arranged(soldiers, queens)
            },
            &|e| matches!(e, Event::Recruited { side: Side::One, .. }),
        ),
        Topic::Queen => search(
            rules,
            topic,
            &|idx, throw| {
                // The enemy queen, awake, one throw ahead.
                arranged(
                    with_active(&base, idx),
                    [queens[0], Some(Queen { cell: landing(idx, throw), active: true, homeward: false })],
                )
            },
            &|e| matches!(e, Event::Captured { piece: PieceKind::Queen, side: Side::One, .. }),
        ),
    }
}

/// Tries side one's active soldier at each path index (the middle row first) with
/// each throw, in positions `arrange` sets up around it, and returns the first legal
/// move with an event that `shows` the topic.
fn search(
    rules: &Rules,
    topic: Topic,
    arrange: &dyn Fn(u8, &[Face]) -> Option<Position>,
    shows: &dyn Fn(&Event) -> bool,
) -> Option<Scene> {
    let geo = Geometry::of(rules);
    let found = path_order(&geo).find_map(|idx| {
        throws(rules).into_iter().find_map(|throw| {
            let p = thrown(arrange(idx, &throw)?, &throw)?;
            find_move(&p, &throw, topic, &|ev| ev.iter().any(shows))
        })
    });
    found
}

/// Every picture of a family's rules page.
pub fn scenes(rules: &Rules) -> Vec<Scene> {
    topics(rules).into_iter().filter(|t| t.pictured()).filter_map(|t| scene(rules, t)).collect()
}

/// The tutorial's coach in a Sáhkku game: what the learner should do now, read from
/// the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SahkkuTip {
    /// Throwing to decide who starts.
    Opening,
    Throw,
    /// An X may be thrown again, or the dice kept.
    Reroll,
    /// An X can wake a soldier.
    Wake,
    /// The dice move active pieces.
    Move,
    /// The other side is playing.
    Wait,
    /// The lesson is over (after a few turns, or at the end of the game).
    Done,
}

/// Turns (both sides') after which the lesson has shown what it had to.
pub const LESSON_TURNS: u32 = 8;

pub fn sahkku_tip(pos: &Position, learner: Side) -> SahkkuTip {
    use crate::engine::sahkku::Phase;
    match pos.expect() {
        Expect::Over => SahkkuTip::Done,
        Expect::Throw { side, .. }
            if matches!(pos.phase(), Phase::OpeningFirstX { .. } | Phase::OpeningMostX { .. }) =>
        {
            if side == learner {
                SahkkuTip::Opening
            } else {
                SahkkuTip::Wait
            }
        }
        Expect::Throw { side, .. } | Expect::Move { side } if side != learner => SahkkuTip::Wait,
        Expect::Throw { .. } if pos.turns() >= LESSON_TURNS => SahkkuTip::Done,
        Expect::Throw { .. } => SahkkuTip::Throw,
        Expect::Move { .. } => {
            let legal = pos.legal_moves();
            if matches!(pos.phase(), Phase::Rerolls) {
                SahkkuTip::Reroll
            } else if legal.iter().any(|m| matches!(m, SubMove::Activate { .. } | SubMove::ActivateQueen { .. })) {
                SahkkuTip::Wake
            } else {
                SahkkuTip::Move
            }
        }
    }
}

/// What the last step did that the lesson remarks on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SahkkuNews {
    /// The learner captured.
    Captured,
    /// The other side captured the learner's pieces.
    Lost,
    /// A die no piece could use was burnt.
    Burnt,
}

pub fn sahkku_news(events: &[Event], learner: Side) -> Option<SahkkuNews> {
    events.iter().rev().find_map(|e| match e {
        Event::Captured { side, .. } if *side == learner => Some(SahkkuNews::Captured),
        Event::Captured { .. } => Some(SahkkuNews::Lost),
        Event::Burnt { side, .. } if *side == learner => Some(SahkkuNews::Burnt),
        _ => None,
    })
}
