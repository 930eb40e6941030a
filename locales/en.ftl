## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Traditional Nordic board games, for everyone at one screen.
home-sampo-title = Sampo
home-sampo-desc = The Kalevala race game. Sail with the heroes to Pohjola, take the Sampo and bring it home. 2 to 6 players, one die, coins and a common pot.
home-play-sampo = Play Sampo
home-language = Language
home-sound = Sound
home-keys = Keys: Tab moves between controls, Space or Enter rolls the die.

## Set-up
setup-title = New game of Sampo
setup-players = Players
setup-add-player = Add a player
setup-remove-player = Remove { $name }
setup-name = Name
setup-colour = Colour
setup-kind = Played by
kind-human = Human
kind-computer = Computer
sampo-computer-help = A computer seat rolls by itself. In Sampo the die decides every move and nothing is left to choose, so there are no computer levels to pick (Sáhkku has four).
setup-default-name = Player { $n }
setup-starts = Who starts?
setup-starts-help = The old rules say the youngest player starts: choose who that is.
setup-rules = House rules
setup-rules-help = The old rule sheets leave some points open. Each choice below picks one reading; the first is our default.
setup-rules-reset = Reset to the defaults
setup-start = Start the game
setup-back = Back
setup-error-name = Every player needs a name.
setup-error-same-name = Another player has this name: give each their own.
setup-error-same-colour = Another player has this colour: choose another.

colour-red = Red
colour-blue = Blue
colour-green = Green
colour-gold = Gold
colour-purple = Purple
colour-orange = Orange

## Board
board-start = Start
board-pot = Pot
board-round = Round { $n }
board-turn = { $name } to roll
board-roll = Roll the die
board-roll-keys = Space or Enter
board-computer-rolls = { $name } is rolling…
board-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
board-narration = What happened
board-quit = Leave the game
board-quit-confirm = Leave this game? Its progress will be lost.
board-quit-confirm-saved = Leave this game? It is kept in your saved games.
board-die = The die shows { $n }.
board-square = Square { $n }: { $title }
status-miss = misses { $n ->
    [one] a turn
   *[other] { $n } turns
}
status-trapped = needs a { $need } ({ $n ->
    [one] 1 roll left
   *[other] { $n } rolls left
})
status-test = needs a { $need }
status-gathering = waits on square 23
status-home = home, place { $n }
status-rescuable = just sent back

## Narration of what happened
ev-rolled = { $name } rolls { $roll }.
ev-walked = { $name } moves to square { $to }.
ev-bounced = { $name } goes past 40 and counts back to square { $to }.
ev-overshot = { $name } needs an exact roll to reach home and stays put.
ev-jumped = { $name } is moved to square { $to }.
ev-sent-home = { $name } goes back to the start.
ev-pay-pot = { $name } pays { $n ->
    [one] 1 coin
   *[other] { $n } coins
} into the pot.
ev-receive-pot = { $name } takes { $n ->
    [one] 1 coin
   *[other] { $n } coins
} from the pot.
ev-pay-player = { $name } pays { $n ->
    [one] 1 coin
   *[other] { $n } coins
} to { $other }.
ev-short = ({ $due } were due.)
ev-miss = { $name } will miss { $n ->
    [one] a turn
   *[other] { $n } turns
}.
ev-skipped = { $name } misses this turn.
ev-skipped-gathering = { $name } waits on square 23 for the others.
ev-trapped = { $name } is held here for { $n ->
    [one] 1 roll
   *[other] { $n } rolls
} unless a { $need } comes up.
ev-escape-failed = No { $need }: { $name } stays. { $n ->
    [0] That was the last roll of waiting.
    [one] 1 roll of waiting left.
   *[other] { $n } rolls of waiting left.
}
ev-escaped = { $name } rolls the { $need } needed and breaks free!
ev-released = { $name } has waited long enough and moves on next turn.
ev-freed = { $by } arrives and frees { $name }.
ev-rescued = { $helper } pulls { $name } aboard at square 10.
ev-test-failed = { $name } needed a different number: { $roll } does not count.
ev-gathering-opened = { $name } reaches the kantele first and takes half the pot! Everyone now gathers on square 23.
ev-gathering-complete = Everyone has gathered around the kantele: the voyage goes on.
ev-bonus = { $name } rolls a second time.
ev-bonus-lost = { $name } cannot use the second roll.
ev-finished = { $name } is home! Place { $place }.
ev-turn = { $name }, your roll.
ev-turn-computer = { $name } rolls next.

## Winner screen
winner-title = { $name } brings the Sampo home!
winner-place = Place
winner-player = Player
winner-coins = Coins
winner-square = Square
winner-length = The game lasted { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} and { $rolls ->
    [one] 1 roll
   *[other] { $rolls } rolls
}.
winner-again = Play again with the same seats
winner-home = Back to the start page

## House rules: label, choices, and one line on what each changes
rule-chained-effects = Squares you are moved to
rule-chained-effects-off = Only the square you roll onto acts
rule-chained-effects-on = The square you are moved to acts too
rule-chained-effects-help = When a square sends you elsewhere (13 to 9, 16 to 17…), does the new square's instruction apply as well?
rule-rescue = Pulled aboard at 10
rule-rescue-on-arrival = When someone lands on 10
rule-rescue-also-waiting = Also when someone already stands on 10
rule-rescue-help = A player just sent back by the sirens of 6 is pulled to 10 by a helper there, and pays 2 to the pot and 3 to the helper.
rule-gathering = The kantele (23)
rule-gathering-all-wait = Everyone waits until all have gathered
rule-gathering-first-waits = Only the first arrival waits
rule-gathering-help = The first to reach 23 takes half the pot and waits there until all have joined.
rule-sailing = Sailing to Pohjola (24)
rule-sailing-until-two = Stay until you roll a 2
rule-sailing-one-try = One try, then move on normally
rule-sailing-help = On 24 only a 2 takes you on to 26; other rolls do not count.
rule-halves = Halves of odd amounts
rule-halves-down = Round down
rule-halves-up = Round up
rule-halves-help = Half of the pot at 23 and half of your coins at 31.
rule-overshoot = Rolling past 40
rule-overshoot-bounce = Count back from 40
rule-overshoot-stay = Need an exact roll (except from 39)
rule-overshoot-help = Square 39 says to count back the extra points; this applies the same to rolls from other squares, or asks for an exact roll.
rule-bounce = Counting back
rule-bounce-from-home = From 40
rule-bounce-from-here = From your own square
rule-bounce-help = Where the extra points are counted back from.
rule-money = Too few coins
rule-money-pay-what-you-have = Pay what you have
rule-money-debt = Go into debt
rule-money-help = What happens when a player must pay more than they hold.
rule-finish = End of the game
rule-finish-first-home = The first home wins, the game ends
rule-finish-places = Play on for second and third place
rule-finish-help = The first player home takes the pot; the others may play on for places.

## The 40 squares: title, story, effect
square-0-title = Start
square-1-title = The proposal
square-1-story = The voyage begins with a proposal of marriage, far away in the north.
square-1-effect = Nothing happens.
square-2-title = Forging swords
square-2-story = The smith forges swords for the journey.
square-2-effect = Pay 1 coin into the pot.
square-3-title = Your sword
square-3-story = Your sword is ready, and the smith must be paid.
square-3-effect = Pay 2 coins into the pot.
square-4-title = The horse and the boat
square-4-story = You catch the horse in the meadow, but on the way back you spot a boat by the shore.
square-4-effect = Go to square 5 and miss a turn.
square-5-title = By the shore
square-5-story = You stop by the shore.
square-5-effect = Miss a turn.
square-6-title = The sirens
square-6-story = The sirens sing, and you forget where you were going.
square-6-effect = Pay 1 coin and go back to the start.
square-7-title = At the oars
square-7-story = The crew is worn out; you take the oars and the boat glides away.
square-7-effect = Move on to square 11.
square-8-title = Open water
square-8-story = This square is missing from both old rule sheets: calm water, nothing happens.
square-8-effect = Nothing happens.
square-9-title = Square nine
square-9-story = The treasurer asks for a coin.
square-9-effect = Pay 1 coin into the pot.
square-10-title = A man taken aboard
square-10-story = You pull a swimmer aboard.
square-10-effect = A player just sent back from square 6 comes here, and pays 2 coins to the pot and 3 to you.
square-11-title = The Pyhäkoski rapids
square-11-story = Väinämöinen steers the boat down the Pyhäkoski rapids.
square-11-effect = Reached with a 6 (from square 5), the roll counts double: go on to 17 and pay 1 coin into the pot.
square-12-title = The pike
square-12-story = The boat runs into a giant pike.
square-12-effect = Miss a turn.
square-13-title = Into the water
square-13-story = You draw your sword at the pike and fall overboard; only your feet show.
square-13-effect = Go back to square 9.
square-14-title = Rescued
square-14-story = You are fished out of the water.
square-14-effect = Pay 2 coins to the next player for the rescue.
square-15-title = Striking the monster
square-15-story = You strike the monster with your sword.
square-15-effect = Miss a turn.
square-16-title = The pike aboard
square-16-story = The pike is hauled into the boat.
square-16-effect = Move on to square 17.
square-17-title = The catch
square-17-story = The crew rests after the catch.
square-17-effect = Miss a turn, unless you came here with a 6.
square-18-title = The kantele is made
square-18-story = From the pike's jawbone you build a kantele.
square-18-effect = Move on to square 23.
square-19-title = Nobody can play it
square-19-story = Old and young, all try the kantele, and none can play it.
square-19-effect = Go back to square 17.
square-20-title = The boaster
square-20-story = You claim to be a master of the kantele, and fail.
square-20-effect = Go back to square 17 and pay 9 coins into the pot.
square-21-title = The old man by the stove
square-21-story = Your playing wakes the old man by the stove, who sends you far away.
square-21-effect = Go back to square 17 and pay 1 coin into the pot.
square-22-title = One step from the kantele
square-22-story = The kantele is within reach.
square-22-effect = Your next roll must be a 1 to reach square 23; any other roll sends you back to 17.
square-23-title = The kantele in the right hands
square-23-story = Väinämöinen plays, and the whole people listen, enchanted.
square-23-effect = The first to arrive takes half the pot. Everyone waits here until all have arrived, then the voyage goes on.
square-24-title = Sailing to Pohjola
square-24-story = The heroes sail north to Pohjola.
square-24-effect = Only a roll of 2 takes you on to square 26; other rolls do not count.
square-25-title = Arrival at Pohjola
square-25-story = The boat is pulled up on the beach of Pohjola.
square-25-effect = Take 3 coins from the pot.
square-26-title = Asking for the Sampo
square-26-story = The mistress of Pohjola refuses you the Sampo and threatens war.
square-26-effect = Pay 2 coins into the pot.
square-27-title = Singing Pohjola asleep
square-27-story = You sing the people of Pohjola to sleep with the kantele; it takes a while.
square-27-effect = Miss a turn, and take 1 coin from each other player.
square-28-title = The copper mountain
square-28-story = The heroes go inside the copper mountain to look for the Sampo.
square-28-effect = Miss a turn, then roll twice in a row.
square-29-title = The Sampo dug out
square-29-story = With Pohjola's ox and plough you free the Sampo's roots and carry it to the boat.
square-29-effect = Take 3 coins from the pot.
square-30-title = Leaving Pohjola
square-30-story = The heroes leave Pohjola and call on the forces of nature for help.
square-30-effect = Take 1 coin from each other player and move to square 33, where you wait one roll unless it is a 6.
square-31-title = The crane
square-31-story = You sing too soon, and a frightened crane flies off crying towards Pohjola.
square-31-effect = Give half of your coins to the pot.
square-32-title = The chase begins
square-32-story = The crane wakes Pohjola; its mistress fits out a ship to chase the thieves.
square-32-effect = Go to square 37 and pay 2 coins into the pot.
square-33-title = Fog
square-33-story = Fog closes in, until you cut through it with your sword.
square-33-effect = Wait two rolls unless you roll a 6. A player arriving here frees you.
square-34-title = Iku-Turso
square-34-story = The monster Iku-Turso rises from the deep; you throw it back by the ears.
square-34-effect = Wait two rolls unless you roll a 5. A player arriving here frees you.
square-35-title = The storm
square-35-story = A terrible storm nearly breaks the boat apart.
square-35-effect = Wait three rolls unless you roll a 4. A player arriving here frees you.
square-36-title = The lookout
square-36-story = From the top of the mast you spot Pohjola's ship far away.
square-36-effect = Take 3 coins from the pot.
square-37-title = The rock
square-37-story = You raise a rock from the sea and Pohjola's ship breaks on it.
square-37-effect = Take 1 coin from each other player.
square-38-title = The eagle
square-38-story = The mistress of Pohjola, now an eagle, grabs at the Sampo; your oar strikes her claws and the Sampo falls into the sea.
square-38-effect = Wait two rolls unless you roll a 2, which takes you home.
square-39-title = The eagle flies home
square-39-story = The battle is over; the eagle flies back to Pohjola.
square-39-effect = A 1 takes you home; a larger roll counts back from 40 by the extra points.
square-40-title = Home
square-40-story = You are home with the Sampo.
square-40-effect = You win, and take the whole pot.

## Sáhkku: home and set-up
home-sahkku-title = Sáhkku
home-sahkku-desc = The Sámi battle-race game for two. Throw the stick dice, wake your soldiers, race them round a figure-eight and capture the enemy's. Every rule family of the Russian source, against a friend or the computer.
home-play-sahkku = Play Sáhkku
sk-setup-title = New game of Sáhkku
sk-family = Rule family
sk-variant-navuon-raisa = Návuon · Ráisa
sk-variant-navuon-raisa-desc = The western family, close to the Danish and Norwegian daldøs: 13 square cells, 12 soldiers, two dice with X, I, II, III, used in strict order. Pieces never come home.
sk-variant-navuon-maze = Návuon · Máze
sk-variant-navuon-maze-desc = Návuon as played at Máze: the same board and pieces (“grandfathers” and “grandmothers”), but the dice may be used in any order.
sk-variant-gavkevuotna = Gávkevuotna
sk-variant-gavkevuotna-desc = The northern family, passed down without a break: 15 lines, three dice where Ø moves four, dice in any order, soldiers that may not overtake each other, and a gonagas that steps forward when recruited and counts for the win.
sk-variant-gavkevuotna-miedut = Gávkevuotna · Miedut
sk-variant-gavkevuotna-miedut-desc = Gávkevuotna with the mirrored path: the second player starts the other way, so both armies enter the middle row at the same end.
sk-variant-gavkevuotna-ohcejot = Gávkevuotna · Ohcejot
sk-variant-gavkevuotna-ohcejot-desc = Gávkevuotna with the Ohcejot (Utsjoki) gonagas: land on the opponent's gonagas and choose to recruit it or capture it, which ends the game.
sk-variant-lagesvuon = Lágesvuon
sk-variant-lagesvuon-desc = The eastern family, the most original: inactive soldiers cannot be captured but can be blocked, the gonagas moves in any direction, and each side has a queen — lose her and you lose the game.
sk-variant-unjarga = Unjárga
sk-variant-unjarga-desc = From Unjárga (Nesseby): soldiers wake straight onto the middle row, the gonagas is won by entering the enemy's home row, and the players agree whether Ø is worth 0 or 4.
sk-variant-luujavr = Luujávr
sk-variant-luujavr-desc = The source authors' own rules, named after Lovozero: flat two-sided chips flipped to wake, the mirrored path, blocking, and a gonagas won at its line or at the empty centre.
sk-variant-vuonnamarkan = Vuonnamárkan — world cup
sk-variant-vuonnamarkan-desc = Lágesvuon with the Unjárga gonagas, as the Sáhkku world cup in Unjárga (Vuonnamárkan) plays it: no piece may stop on a line with an inactive piece, the gonagas joins the first army to enter the enemy’s home row and then changes hands when an enemy lands on it, and the gonagas and queens move along the path or straight across.
sk-compare = Compare the families
sk-family-navuon-raisa = Návuon
sk-family-gavkevuotna = Gávkevuotna
sk-family-lagesvuon = Lágesvuon
sk-family-unjarga = Unjárga
sk-family-luujavr = Luujávr
sk-family-vuonnamarkan = Vuonnamárkan
sk-cmp-board = Board
sk-cmp-pieces = Pieces each
sk-cmp-dice = Dice
sk-cmp-order = Order of the dice
sk-cmp-activation = Waking a soldier
sk-cmp-captures = Captures
sk-cmp-king = Gonagas
sk-cmp-queens = Queens
sk-cmp-win = How to win
sk-cmp-queen = a queen
sk-cmp-captures-all = active and inactive pieces
sk-cmp-captures-block = active pieces only; inactive ones are blocked
sk-cmp-captures-active = active pieces only
sk-cmp-captures-untouchable = active pieces only; no piece stops on an inactive one
sk-cmp-start = Who starts
sk-cmp-win-soldiers = take all enemy soldiers (the gonagas does not count)
sk-cmp-win-all-pieces = take every enemy piece, the gonagas too
sk-cmp-win-queen = or take the enemy queen
sk-cmp-win-blocked = or leave the enemy only blocked pieces
sk-default-name-1 = Player 1
sk-default-name-2 = Player 2
sk-seat-one = plays the plain pyramids (dark), from row a
sk-seat-two = plays the notched pyramids (light), from row c
sk-level-random = Computer: beginner
sk-level-greedy = Computer: quick
sk-level-expert = Computer: expert
sk-level-master = Computer: master
sk-think = Master's thinking time
sk-think-quick = quick (0.2 s a turn)
sk-think-normal = normal (1 s a turn)
sk-think-long = long (3 s a turn)
sk-think-help = How long the master plays the game ahead before each of its turns, kept on this device. On a computer even quick sees far enough; a phone sees less in a second, so there quick plays weaker and long helps.
sk-starts-first-x = Who starts: each throws one die in turn until someone throws an X.
sk-starts-most-x = Who starts: both throw all the dice; the most X starts.
sk-starts-first-x-all = Who starts: each throws all the dice in turn; the first to throw an X starts, with that throw.
sk-starts-first-x-all-then-throw = Who starts: each throws all the dice in turn; the first to throw an X starts, and throws again for the first turn.
sk-rules-help = Every rule of the family can be changed. Each line says what it changes; changed rules are marked.
sk-reset-rules = Reset to the family's rules
sk-impossible = These rules cannot be played together.
sk-group-board = Board and pieces
sk-group-dice = Dice
sk-group-activation = Waking soldiers
sk-group-path = Path
sk-group-lines = Sharing a line
sk-group-captures = Captures
sk-group-king = The gonagas
sk-group-queens = Queens
sk-group-start = Who starts
sk-group-win = Winning
sk-opt-board = Board
sk-opt-board-help = Návuon's 13 square cells or 15 lines per row.
sk-opt-board-13 = 3 × 13 cells
sk-opt-board-15 = 3 × 15 lines
sk-opt-soldiers = Soldiers each
sk-opt-soldiers-help = 12 leave the exit cell of the home row empty (Návuon).
sk-opt-soldiers-12 = 12 soldiers
sk-opt-soldiers-15 = 15 soldiers
sk-opt-dice = Dice
sk-opt-dice-help = How many stick dice are thrown.
sk-opt-dice-2 = 2 dice
sk-opt-dice-3 = 3 dice
sk-opt-faces = Faces
sk-opt-faces-help = The four faces of each die.
sk-opt-faces-x-i-ii-iii = X, I, II, III
sk-opt-faces-x-iii-ii-blank = X, III, II, Ø
sk-opt-blank = Ø is worth
sk-opt-blank-help = The blank face moves nothing, or four lines.
sk-opt-blank-0 = nothing
sk-opt-blank-4 = 4 lines
sk-opt-x-reroll = Throw an X again
sk-opt-x-reroll-help = Before moving, a die showing X may be thrown again.
sk-opt-x-reroll-off = no
sk-opt-x-reroll-once = once per die
sk-opt-x-reroll-repeat = as long as it shows X
sk-opt-xxx-reroll = X-X-X
sk-opt-xxx-reroll-help = Three X may be thrown again all together.
sk-opt-xxx-reroll-off = no
sk-opt-xxx-reroll-on = yes
sk-opt-order = Order of the dice
sk-opt-order-help = Strict: X first, then the family's order; a value that cannot be used is lost with those after it.
sk-opt-order-free = any order
sk-opt-order-strict = strict order
sk-opt-activation-order = Which soldier wakes
sk-opt-activation-order-help = Any inactive soldier, or strictly the one nearest the exit first.
sk-opt-activation-order-free = any
sk-opt-activation-order-strict = first in line
sk-opt-activation = Waking
sk-opt-activation-help = What an X does besides turning the soldier.
sk-opt-activation-step = turn and step forward
sk-opt-activation-to-middle = turn and move onto the middle row
sk-opt-activation-flip = flip where it stands
sk-opt-path = Path
sk-opt-path-help = The figure eight, Návuon's path that never comes home, or the mirrored Miedut path.
sk-opt-path-base = figure eight, head-on
sk-opt-path-never-home = never back home
sk-opt-path-miedut = mirrored (Miedut)
sk-opt-own-stacking = Own soldiers together
sk-opt-own-stacking-help = Whether a player's active soldiers may share a line.
sk-opt-own-stacking-off = not allowed
sk-opt-own-stacking-on = allowed
sk-opt-no-overtaking = Overtaking own soldiers
sk-opt-no-overtaking-help = Whether a soldier may pass one of its own.
sk-opt-no-overtaking-off = allowed
sk-opt-no-overtaking-on = forbidden
sk-opt-active-with-inactive = Active with inactive
sk-opt-active-with-inactive-help = Whether an active soldier may stand on a line with an inactive one.
sk-opt-active-with-inactive-off = not allowed
sk-opt-active-with-inactive-on = allowed
sk-opt-capture-inactive = Capturing inactive soldiers
sk-opt-capture-inactive-help = Whether a soldier still at home can be taken.
sk-opt-capture-inactive-off = no
sk-opt-capture-inactive-on = yes
sk-opt-blocking = Blocking
sk-opt-blocking-help = A soldier on an enemy's inactive soldier blocks it and all behind it.
sk-opt-blocking-off = no
sk-opt-blocking-on = yes
sk-opt-king-recruit = Winning the gonagas
sk-opt-king-recruit-help = How the gonagas changes sides.
sk-opt-king-recruit-land = end a move on its line
sk-opt-king-recruit-step-forward = end on its line; it steps forward
sk-opt-king-recruit-enemy-home-row = enter the enemy's home row
sk-opt-king-recruit-land-or-centre = its line, or the empty centre
sk-opt-king-recruit-home-row-then-land = first into the enemy’s home row, then its line
sk-opt-king-moves = The gonagas moves
sk-opt-king-moves-help = Forward like a soldier, or in any direction.
sk-opt-king-moves-path = forward like a soldier
sk-opt-king-moves-any-direction = any direction
sk-opt-king-moves-luujavr = X any way, II and III along the row
sk-opt-king-with-own = Gonagas with own soldiers
sk-opt-king-with-own-help = Whether the gonagas may stand with its owner's soldiers.
sk-opt-king-with-own-off = not allowed
sk-opt-king-with-own-on = allowed
sk-opt-king-with-enemy-inactive = Gonagas on enemy inactive soldiers
sk-opt-king-with-enemy-inactive-help = Whether the gonagas may stand on a line with an enemy's inactive soldier.
sk-opt-king-with-enemy-inactive-off = not allowed
sk-opt-king-with-enemy-inactive-on = allowed
sk-opt-king-counts = The gonagas counts
sk-opt-king-counts-help = Whether the gonagas must be caught too to win.
sk-opt-king-counts-off = no
sk-opt-king-counts-on = yes
sk-opt-ohcejot = Capturing the gonagas (Ohcejot)
sk-opt-ohcejot-help = Landing on the opponent's gonagas, a player may capture it instead of recruiting it.
sk-opt-ohcejot-off = not allowed
sk-opt-ohcejot-wins = allowed, and it wins
sk-opt-ohcejot-removes = allowed, play goes on
sk-opt-queens = Queens
sk-opt-queens-help = Each side has a queen on the marked line; losing her loses the game.
sk-opt-queens-off = no
sk-opt-queens-on = yes
sk-opt-soldier-takes-queen = Soldiers and queens
sk-opt-soldier-takes-queen-help = The Lágesvuon source says both; choose the reading.
sk-opt-soldier-takes-queen-off = soldiers never stop on a queen
sk-opt-soldier-takes-queen-on = soldiers may take an awake queen
sk-opt-any-direction = Moves in any direction
sk-opt-any-direction-help = How the gonagas and queens move.
sk-opt-any-direction-straight = in a straight line
sk-opt-any-direction-turning = may turn
sk-opt-any-direction-track = along the path or straight across
sk-opt-middle-row-pass = Middle row along the path
sk-opt-middle-row-pass-help = The path crosses the middle row twice, going out and coming home: from a middle-row line, may a queen or the gonagas go on along both, or only along the one it is on?
sk-opt-middle-row-pass-both = both passes
sk-opt-middle-row-pass-own = the pass it is on
sk-opt-first-player = Who starts
sk-opt-first-player-help = One die each until an X, most X in a throw of all the dice, or all the dice in turn until an X (that throw played, or only choosing who starts).
sk-opt-first-player-first-x = first X
sk-opt-first-player-most-x = most X
sk-opt-first-player-first-x-all = first X, all dice
sk-opt-first-player-first-x-all-then-throw = first X, all dice, then a new throw
sk-opt-even-odds = Even odds
sk-opt-even-odds-help = The three soldiers nearest each exit start awake, where they stand.
sk-opt-even-odds-off = no
sk-opt-even-odds-on = three awake
sk-opt-blocked-loses = Only blocked pieces
sk-opt-blocked-loses-help = Whether a side left with only blocked soldiers loses.
sk-opt-blocked-loses-off = no
sk-opt-blocked-loses-on = loses

## Sáhkku: playing
sk-board-label = The { $family } board
sk-cell-active = { $n ->
    [one] an active soldier of { $name }
   *[other] { $n } active soldiers of { $name }
}
sk-cell-inactive = { $n ->
    [one] an inactive soldier of { $name }
   *[other] { $n } inactive soldiers of { $name }
}
sk-cell-queen = the queen of { $name }
sk-cell-king = the gonagas, free
sk-cell-king-of = the gonagas of { $name }
sk-cell-homeward = on the way home
sk-cell-target = a line you can move to
sk-seat-count = { $n ->
    [one] 1 soldier
   *[other] { $n } soldiers
}, { $lost } lost
sk-status-opening = { $name } throws to decide who starts
sk-status-throw = { $name } to throw
sk-status-rerolls = { $name }: keep the throw or throw an X again
sk-status-move = { $name } to move
sk-throw = Throw the dice
sk-throw-opening = Throw one die
sk-computer-thinking = { $name } is playing…
sk-computer-stalled = The computer player could not be loaded (is this device offline?). Nothing of the game is lost.
sk-computer-ask-again = Try again
sk-master-unscored = The master's learned score could not be loaded (is this device offline?), so it plays with its hand-made score for now.
sk-dice = Dice
sk-die-label = Die { $n }: { $face }, { $state }
sk-die-unused = unused
sk-die-used = used
sk-die-burnt = lost
sk-die-rerolled = thrown again
sk-moves = Your moves
sk-keep = Keep this throw
sk-reroll-die = Throw die { $n } again
sk-reroll-all = Throw all three again
sk-capture-king = capture the gonagas
sk-undo-move = Undo the last move
sk-undo-turn = Undo my last turn
sk-show-path = Show the path
sk-path-of = Path of { $name }
sk-log = Moves so far
sk-replay = Replay
sk-replay-at = Move { $n } of { $total }
sk-replay-start = Start
sk-replay-back = Back
sk-replay-forward = Forward
sk-replay-end = End
sk-replay-close = Close the replay
sk-replay-from-start = Replay from the start
sk-review-open = Review the game
sk-review = Review of the game
sk-review-reading = Reading the game…
sk-review-broken = This game cannot be reviewed: { $why }
sk-review-chart-title = Chance of winning before every turn.
sk-review-chart-reading = { $name }'s chance, as the computer's score foretells it: highest { $high } before turn { $high-turn }, lowest { $low } before turn { $low-turn }.
sk-review-luck = Luck of the throws: { $points } points
sk-review-cost = Given away by decisions: { $points } points ({ $errors } of { $decisions } decisions)
sk-review-error-rate = Error rate: { $points } points a decision
sk-review-costliest = The three costliest decisions
sk-review-none = No decision gave anything away.
sk-review-decision = Turn { $turn }, { $name }: { $points } points given away
sk-review-played = Played: { $moves }
sk-review-better = Better: { $moves }
sk-review-explain = A throw's luck is the chance of winning it brought against the average throw; a decision's cost is the chance it gave away against the best move. Both are in points of the chance of winning, as the computer's score foretells it. Press a decision to see it on the board with the better move marked. The error rate is what a decision gave away on average, forced moves left out.
sk-review-learned = Here the computer's score is the one the master plays with: a score it learned by playing thousands of games against itself.
sk-review-close = Close the review
sk-review-deepen = Weigh every decision as the hint does ({ $time })
sk-review-deepen-help = Above, each decision is weighed one turn deep. The hint's master can weigh each one deeper, at the master's thinking time chosen in the set-up, one decision after the other.
sk-review-weighing = Weighing decision { $done } of { $total } as the hint does…
sk-review-deep-failed = The decisions could not be weighed again: the computer players did not answer (is this device offline?). The review above stands; try again.
sk-review-ranked = Every decision weighed as the hint weighs it ({ $time }): a move the hint would have named best gives nothing away.
sk-piece-soldier = soldier
sk-piece-king = gonagas
sk-piece-queen = queen
sk-ev-opening = { $name } throws { $faces }.
sk-ev-starts = { $name } threw the X and starts.
sk-ev-thrown = { $name } throws { $faces }.
sk-ev-reroll = { $name } throws { $n ->
    [one] a die
   *[other] { $n } dice
} again.
sk-ev-rerolled = Die { $die } now shows { $face }.
sk-ev-activated = { $name } wakes the { $piece } on { $from }; it steps to { $to }.
sk-ev-activated-flip = { $name } wakes the { $piece } on { $from }.
sk-ev-moved = { $name } moves the { $piece } from { $from } to { $to } ({ $face }).
sk-ev-captured = { $name } captures { $n ->
    [one] a { $piece }
   *[other] { $n } pieces
} of { $victim } on { $cell }.
sk-ev-recruited = { $name } wins the gonagas (on { $cell }).
sk-ev-blocks = { $name } blocks the inactive soldiers on { $cell }.
sk-ev-burnt = { $name } cannot use { $faces }: lost.
sk-ev-skipped = { $name } has no move and loses the turn.
sk-ev-turn = { $name }'s turn.
sk-wins = { $name } wins: { $why }
sk-draw = A draw: the game reached its turn limit.
sk-why-no-pieces = the opponent has no pieces left.
sk-why-only-king = the opponent has only the gonagas left, which does not count.
sk-why-queen = the opponent's queen was captured.
sk-why-king-captured = the opponent's gonagas was captured.
sk-why-blocked = the opponent has only blocked pieces left.
sk-illegal-game-over = The game is over.
sk-illegal-not-now = That is not possible now.
sk-illegal-bad-throw = That is not a throw of these dice.
sk-illegal-no-such-die = There is no such die.
sk-illegal-die-used = That die is already used.
sk-illegal-die-order = The dice must be used in order: first the X, then the family's order.
sk-illegal-blank-die = Ø moves nothing in this family.
sk-illegal-needs-x = Only an X wakes a piece.
sk-illegal-no-reroll = That die cannot be thrown again.
sk-illegal-no-such-piece = You have no piece there that can move.
sk-illegal-activation-order = Soldiers wake in order: the one nearest the exit first.
sk-illegal-blocked = This soldier is blocked by an enemy on its line or ahead of it.
sk-illegal-not-activated = This soldier is not awake yet: it needs an X.
sk-illegal-wrong-distance = The die does not reach that line.
sk-illegal-not-your-king = The gonagas is not yours.
sk-illegal-own-piece = Your own soldier is already on that line.
sk-illegal-with-inactive = An active soldier may not stand with an inactive one here.
sk-illegal-overtakes = A soldier may not pass one of its own.
sk-illegal-king-with-own = The gonagas may not stand with your soldier or queen.
sk-illegal-king-with-inactive = The gonagas may not stand with an enemy's inactive soldier.
sk-illegal-queen-line = A soldier may not stop with a queen, nor a queen with an inactive soldier or your own.
sk-illegal-cannot-recruit = The gonagas cannot be won: your own piece stands where it would step.
sk-illegal-king-not-taken = The gonagas is won by entering the enemy's home row, not by landing on it.
sk-illegal-no-king-capture = Only the Ohcejot rule lets you capture the gonagas.
sk-illegal-no-move-for-die = No piece can move with this die now.

## Saves
save-failed = Not saved: this browser refuses storage (private mode, or full). The game goes on but will not be kept.
save-damaged = Your saved game could not be opened: { $why } It has been kept aside, unchanged.
save-error-foreign = it is not a saved game of this app (damaged, or from elsewhere).
save-error-future = it was saved by a newer version of the app.
save-error-invalid = its game does not follow the rules. { $detail }
save-invalid-entry = Entry { $n } of its record, “{ $entry }”, cannot be played. { $why }
save-invalid-seats = Seats listed: { $seats }; players in the game: { $players }.
save-invalid-player = It names a player this app does not know: “{ $player }”.
save-invalid-player-count = Sampo is played by 2 to 6 players, not { $n }.
save-invalid-start-seat = It has no seat { $seat } to start the game.
save-invalid-game-over = The game was already over.
save-invalid-bad-roll = That is not a roll of a six-sided die.
save-invalid-family = It names a family this app does not know: “{ $name }”.
save-invalid-rule = It names a house rule this app does not know: “{ $name }”.
save-invalid-rule-value = “{ $value }” is not a value of the house rule “{ $name }”.
save-invalid-rules-text = Its house rules cannot be read: “{ $text }”.
save-invalid-rules-impossible = Its house rules cannot be played together.
save-invalid-unreadable = It is not a throw or a move that can be made there.
save-invalid-not-the-dice = It is not the throw this game’s dice give.
save-download = Download the kept copy
save-dismiss = Dismiss

## Updates
update-ready = A new version of the app is ready. Your game is saved.
update-reload = Reload

## Saved games and replays
slots-title = Saved games
slots-save-as = Save as…
slots-name-prompt = Name for this saved game:
slots-save-failed = The game could not be saved: this browser refuses storage (private mode, or full).
slots-finished = finished
slots-turn = turn { $n }
slots-imported = Imported and checked: { $name }
slots-import-refused = This file was not imported: { $why }
slots-import = Import a game file…
slots-drop = or drop a game file on this page.
slots-none = No saved games yet. In a game, use “Save as…”.
slots-name = Name
slots-game = Game
slots-progress = Progress
slots-date = Saved
slots-open = Open
slots-replay = Replay
slots-rename = Rename
slots-export = Export
slots-delete = Delete
slots-delete-confirm = Delete the saved game “{ $name }”? This cannot be undone.
slots-autosaved-name = Game in progress (kept automatically)
replay-pause = Pause
replay-play-0 = Play slowly
replay-play-1 = Play
replay-play-2 = Play fast
save-other-tab = This game is also open in another tab: this tab has stopped saving, so the two do not overwrite each other.

## Projector
projector = Projector
projector-keys = Projector mode: large type and strong contrast (key F)

## Keys help
keys-title = Keys
keys-space-key = Space / Enter
keys-space = roll the die (Sampo), throw the dice (Sáhkku); during a walk, finish it
keys-dice-key = 1 2 3
keys-dice = pick a Sáhkku die
keys-keep-key = K
keys-keep = keep a Sáhkku throw
keys-undo-key = U
keys-undo = undo your last Sáhkku move, or take back the last Sampo roll
keys-path-key = P
keys-path = show each side’s path
keys-cells-key = Tab, ← ↑ → ↓, Enter
keys-cells = move between buttons and board lines; Enter picks a piece, then a marked line
keys-projector-key = F
keys-projector = projector mode
keys-help-key = ? / Esc
keys-help = show / close this help

## Lab
home-lab-desc = The Lab plays thousands of computer games in a moment and draws what happens: how long games last, which seat wins, where the dice send the pawns.
lab-title = Lab
lab-intro = Choose a game and its rules, and the computer plays as many games as you ask, with repeatable dice. The charts grow while the games are played; each says in one sentence what it shows.
lab-loading = Opening the Lab…
lab-unavailable = The Lab could not be loaded (is this device offline?). Everything else in the app still works; try again when the device is online.
lab-game = Game
lab-players = Players
lab-games = Games
lab-seed = Dice seed
lab-seed-help = The same seed and settings give exactly the same games: a class can repeat an experiment, or change one rule and see its effect alone.
lab-seat = Seat { $n }
lab-compare = Compare two settings side by side
lab-setting-a = Setting A
lab-setting-b = Setting B
lab-rules-default = the usual rules
lab-rules-changed = { $n ->
    [one] one rule changed
   *[other] { $n } rules changed
}
lab-run = Play the games
lab-cancel = Stop
lab-error-seed = The dice seed must be a whole number, such as 1 or 2026.
lab-progress = Progress
lab-running = { $done } of { $target } games played · about { $left } s left
lab-finished = { $done } games played in { $secs } s ({ $rate } games a second).
lab-cancelled = Stopped after { $done } of { $target } games: the charts show the games played.
lab-failed = Stopped after { $done } of { $target } games: the computer players could not be loaded (is this device offline?).
lab-results = Results
lab-chart-length-rounds = Length of the games, in rounds.
lab-chart-length-turns = Length of the games, in turns.
lab-chart-wins = Wins by seat, with 95 % confidence intervals.
lab-chart-heat = Where turns end on the track.
lab-chart-coins = Coins moved by each square, per game.
lab-chart-captures = Pieces captured per game, by the capturing side.
lab-chart-burnt = Share of each face, thrown to move, that was burnt.
lab-soldiers = soldiers
lab-kings = gonagas
lab-queens = queens
lab-into-pot = into the pot
lab-out-of-pot = out of the pot
lab-between-players = between players
lab-net-pot = net to pot
lab-fair-share = equal chances: { $share }
lab-heat-cell = Square { $n }: { $share } of turns end here
lab-read-none = No games yet.
lab-read-length-rounds = Half the games are over within { $median ->
    [one] one round
   *[other] { $median } rounds
}, nine in ten within { $p90 }, and the longest took { $max }.
lab-read-length-turns = Half the games are over within { $median ->
    [one] one turn
   *[other] { $median } turns
}, nine in ten within { $p90 }, and the longest took { $max }.
lab-read-wins-few = Too few games to compare the seats: play more.
lab-read-wins-even = Seat { $best } won most often ({ $best-share }) and seat { $worst } least ({ $worst-share }), but a gap like this comes from chance alone: the seats look equally good ({ $fair } each).
lab-read-wins-uneven = Seat { $best } won most often ({ $best-share }) and seat { $worst } least ({ $worst-share }); chance alone rarely makes a gap this large, so the seat matters.
lab-read-draws = { $n ->
    [one] One game was stopped as a draw.
   *[other] { $n } games were stopped as draws.
}
lab-read-landings = Turns end most often on square { $most } ({ $most-share }) and least often on square { $least } ({ $least-share }); if every square were equally likely, each would get { $even }.
lab-read-coins = Square { $into } fills the pot most ({ $into-mean } coins a game) and square { $out } empties it most ({ $out-mean } coins a game).
lab-read-captures = A game sees { $mean } captured pieces on average: side one takes { $one } and side two { $two }.
lab-read-burnt-none = No die was burnt in these games.
lab-read-burnt = { $face } is burnt most often: { $share } of the { $face } thrown to move are lost; { $least } least often ({ $least-share }).
lab-read-compare-same = Games last about as long with both settings (on average { $a } with A, { $b } with B).
lab-read-compare-longer = With setting B games are { $change } longer on average ({ $b } against { $a }).
lab-read-compare-shorter = With setting B games are { $change } shorter on average ({ $b } against { $a }).

## Dice statistics
dice-title = Dice statistics
dice-expected = fair die: { $share }
dice-read-few = { $n ->
    [one] One throw so far
   *[other] { $n } throws so far
}: too few to judge the dice; about { $need } are needed.
dice-read-fair = { $n } throws: the counts differ from a fair die’s no more than chance makes them differ (χ² = { $chi2 }, below { $limit }).
dice-read-unlikely = { $n } throws: a fair die gives a difference this large less than once in 20 times (χ² = { $chi2 }, above { $limit }); keep counting, or look at the dice.

## Teacher controls
teacher-title = Teacher controls
teacher-step-on = step by step
teacher-step = Step by step: the computer waits for N (or Next) before each action
teacher-next = Next computer action (N)
teacher-pace = Computer's pace
teacher-pace-slow = slow
teacher-pace-normal = normal
teacher-pace-fast = fast
teacher-legal = Show the legal moves (list and marked lines)
teacher-undo-roll = Take back the last roll (U)
keys-next-key = N
keys-next = the computer's next action (teacher controls, step by step)

## Board as a list, typed moves
sk-list-title = The board as a list
sk-row-home = home row of { $name }
sk-row-middle = middle row
sk-row-empty = Nothing on this row.
sk-line = line { $n }
sk-type-label = Type a move
sk-type-play = Play
sk-type-help = In the notation of the move list, e.g. X*a15-b15 or III:b15-b12; “t” throws the dice; spaces and capitals do not matter.
sk-type-unknown = “{ $move }” is not a move here. The list of moves shows how each is written.

## Explaining a square (Sampo)
board-explain-here = Here now: { $names }.
board-explain-empty = No pawn is here now.
board-explain-close = Close
keys-squares-key = ← → Home End, Enter
keys-squares = Sampo: move along the track's squares and read a square's story and effect

## Explaining a Sáhkku piece
sk-explain = The { $piece } on { $cell } may now play: { $moves }. Click a marked line, or type one of these.

## Rules pages
rules-title = Rules
rules-open = Rules
rules-family-open = Rules of this family
rules-close = Close (Esc)
rules-loading = Opening the rules…
rules-unavailable = The rules could not be loaded (is this device offline?). Everything else in the app still works; try again when the device is online.
rules-choose = Which rules to read
rules-contents = On this page
rules-house-rules = These are the rules of your table, with the house rules it changed.
rules-before-title = Before:
rules-after-title = After:
rules-before = { $name } throws { $faces } and plays { $move }.
rules-path-of = The path of { $name }’s soldiers, from the start of the arrow.
rules-compare-title = The families side by side
rules-sk-start-title = Who starts
rules-sk-start = { $first-player ->
    [most-x] Both players throw all the dice; whoever throws more X starts, and an equal throw is thrown again.
    [first-x-all] The players throw all the dice in turn until a throw holds an X. That player starts, and that throw is their first turn.
    [first-x-all-then-throw] The players throw all the dice in turn until a throw holds an X. That player starts, and throws again for the first turn.
   *[other] The players throw one die in turn until one shows X. That player starts and keeps the X for the first turn, where it must wake a soldier.
} { $even-odds ->
    [on] Even odds: each side’s three soldiers nearest the exit start awake where they stand, and the fourth is the next to wake.
   *[other] {""}
}
rules-sk-board-title = The board and the path
rules-sk-board = The board has three rows of { $len } { $cells ->
    [yes] squares
   *[no] lines
}: each player’s home row, and the middle row between them. At the start every soldier lies inactive on its home row{ $queens ->
    [on] , each side’s queen waits on a marked line of the middle row,
   *[off] {""}
} and the gonagas, a king who belongs to no one yet, stands on the marked centre line. { $path ->
    [never-home] Soldiers run along their home row, then round the middle row and the enemy’s row again and again: they never come home.
    [miedut] Soldiers run a figure eight: along their home row, through the middle row, along the enemy’s row and back through the middle row. The second player’s path is mirrored, so both armies enter the middle row at the same end.
   *[other] Soldiers run a figure eight, round and round: along their home row, through the middle row, along the enemy’s row and back through the middle row.
}
rules-sk-dice-title = The dice
rules-sk-dice = { $faces ->
    [x-i-ii-iii] There are { $dice } dice, four-sided sticks marked X, I, II and III: X and I move a piece one line, II two lines, III three.
   *[other] There are { $dice } dice, four-sided sticks marked X, II, III and a blank side, Ø: X moves a piece one line, II two lines, III three, and Ø { $blank ->
        [0] not at all
       *[other] four lines
    }.
} { $order ->
    [strict] The dice are used in a set order: X first, then { $faces ->
        [x-i-ii-iii] I, II and III
       *[other] III, II and Ø
    }.
   *[other] The dice may be used in any order.
} Each die moves one piece; a die that no piece can use is burnt.
rules-sk-waking-title = Waking soldiers
rules-sk-waking = An inactive soldier cannot move. { $activation ->
    [flip] A die showing X turns an inactive chip face up where it lies: it is active from then on.
    [to-middle] A die showing X wakes a soldier, which moves straight onto the middle row.
   *[other] A die showing X wakes a soldier: it stands up and steps one line along its path.
} { $activation-order ->
    [strict] Soldiers wake in turn, the one nearest the exit of the home row first.
   *[other] Any inactive soldier may be woken.
}
rules-sk-lines-title = Moving and sharing a line
rules-sk-lines = An active piece moves exactly as many lines as its die shows, along its path. Which pieces may share a line, and whether a soldier may overtake its own, differs between families:
rules-sk-capture-title = Capturing
rules-sk-capture = A piece that ends its move on a line held by enemy pieces captures them all, and they leave the board. { $capture-inactive ->
    [on] Inactive soldiers are captured too.
   *[other] Only active pieces are captured; an inactive soldier cannot be taken.
}
rules-sk-blocking-title = Blocking
rules-sk-blocking = A soldier that ends its move on an inactive enemy soldier stands on it and blocks it: that soldier, and the ones behind it on its row, cannot wake until the blocker moves away.
rules-sk-king-title = The gonagas
rules-sk-king = { $king-recruit ->
    [step-forward] A soldier that ends its move on the gonagas’s line wins it for its side, and the gonagas at once steps one line forward on its new side’s path.
    [enemy-home-row] A soldier that enters the enemy’s home row wins the gonagas for its side, wherever it stands; no soldier may stop on its line.
    [land-or-centre] A soldier that ends its move on the gonagas’s line, or on the empty centre line, wins it for its side.
    [home-row-then-land] The gonagas belongs to no one, and no piece may stop on its line, until a soldier first enters the enemy’s home row: that soldier wins it for its side, wherever it stands. After that, an enemy soldier or queen that ends its move on the gonagas’s line takes it over and shares the line with it; the gonagas is never captured.
   *[other] A soldier that ends its move on the gonagas’s line wins it for its side.
} From then on it moves for that side, until the other side wins it back.
rules-sk-queen-title = The queens
rules-sk-queen = Each side has a queen, who starts inactive on the marked line of the middle row nearest her side’s exit. An X wakes her with a step onto a free line; { $any-direction ->
    [track] once awake she moves like the gonagas: along her path, forward or back, or straight across the rows, exactly as many lines as the die shows{ $middle-row-pass ->
        [own] {""}; on the middle row she goes on along the pass she is on: the one she came along, or, stepping across onto it, the one that follows the row she left
       *[other] {""}; from a middle-row line she may go on along either pass of her path
    }
   *[other] once awake she moves in any direction
}. { $soldier-takes-queen ->
    [off] A queen or the gonagas (never a soldier)
   *[on] A piece
} that ends its move on an awake enemy queen captures her, and her side loses at once.
rules-sk-win-title = Winning
rules-sk-win = To win: { $how }. A game that reaches { $turns } turns is a draw.
rules-sampo-goal-title = The journey
rules-sampo-goal = Each player sails a pawn along the 40 squares of the Kalevala story, from the first square to square 40, home with the Sampo.
rules-sampo-turn-title = A turn
rules-sampo-turn = The youngest player starts, and turns go round the table. Roll the die, move your pawn that many squares, then do what the square you stop on says: pay or take coins, move on or back, or wait. Below, three players have each rolled once:
rules-sampo-coins-title = Coins and the pot
rules-sampo-coins = Everyone gets 15 coins and pays 5 into the common pot, so each starts with 10. Squares make you pay into the pot, take from it, or pay the other players; the first to reach square 23 takes half the pot.
rules-sampo-holds-title = Waiting
rules-sampo-holds = Some squares hold your pawn: you miss one or more turns, or you need a given number to go on (squares 22, 24, 33 to 35 and 38). On 33 to 35 another player who arrives sets you free.
rules-sampo-end-title = The end
rules-sampo-end = The first player to reach square 40 wins and takes what is left in the pot. A roll that would go past 40 counts back from it, unless the house rules ask for an exact roll.
rules-sampo-squares-title = The 40 squares
rules-sampo-square-story = Square and story
rules-sampo-square-effect = What it does

## Tutorial
tutorial-open = Learn to play
tutorial-title = Learning to play
tutorial-step = step { $n } of { $of }
tutorial-end = End the lesson
tutorial-rules = Read the rules
tutorial-computer = Computer
tutorial-sampo-first-roll = You are player 1, at the start. Everyone sails along the squares from 1 to 40, and the first home wins. Roll the die: press “Roll the die”, or Space.
tutorial-sampo-square = You are on square { $n }, “{ $title }”. Every square has a story and an instruction: { $effect } The narration reads them out. When it is your turn again, roll.
tutorial-sampo-coins = Coins: everyone started with 10, and the pot holds what players pay in. The list shows each player’s coins, and a small number shows what just changed. Roll again.
tutorial-sampo-explain = Some squares hold you: you miss turns, or you need a certain number to go on. To read any square, click it, or move along the board with the arrow keys and press Enter. Roll again.
tutorial-sampo-done = That is all you need. Play on to square 40, or read the rules for every detail.
tutorial-sk-opening = First, who starts: each player throws one die in turn, and the first to throw an X begins. Press “Throw one die”, or Space.
tutorial-sk-throw = Your turn: throw the dice. Press “Throw the dice”, or Space.
tutorial-sk-reroll = You threw an X, which may be thrown again: choose that die and throw it again, or keep the throw (K).
tutorial-sk-wake = You have an X. Your soldiers lie asleep on your home row (row a), and only an X wakes one. Click a soldier, then the marked line where it goes, or pick the move from the list.
tutorial-sk-move = Each die moves one piece that is awake, as many lines as it shows. Click one of your standing soldiers, then a marked line, or pick the move from the list.
tutorial-sk-wait = { $name } is playing. Watch the board: the dashed line shows the last move.
tutorial-sk-captured = You captured! Ending a move on enemy pieces takes them off the board.
tutorial-sk-lost = { $name } captured your pieces. Land on theirs to strike back.
tutorial-sk-burnt = A die that no piece could use was burnt: it is lost for this turn.
tutorial-sk-done = You know the basics: wake with X, move with the dice, capture by landing. The rules tell the rest: the gonagas, and how to win.
ask-cancel = Cancel
ask-save = Save

# Sharing a game by link and QR code (issue 18)
share-open = Share
share-title = Share this game
share-what-game = The game as it stands
share-what-position = This position, as a question: “What would you play here?”
share-qr = QR code of the link
share-note = The game travels inside the link itself: whoever opens it gets a copy on their own device.
share-link = Link
share-copy = Copy the link
share-copied = The link is copied.
share-copy-failed = This browser did not let the link be copied: select it and copy it yourself.
share-native = Share…
share-close = Close
shared-title = A shared game
shared-question = What would you play here?
shared-sampo = Sampo, with { $names }. Rolls so far: { $rolls }.
shared-sahkku = Sáhkku ({ $family }): { $one } against { $two }. Moves so far: { $moves }.
shared-over = This game is over.
shared-play = Play on from here
shared-position = Open the position
shared-watch = Watch from the first move
shared-home = Back to the start page
shared-note = Played on here, the game is yours alone: the other device keeps its own copy. A game you had in progress is kept under Saved games.
shared-resume = Back to your game
link-error = This link opens nothing: { $why }
link-error-foreign = it is not a link to a Sampo & Sáhkku game.
link-error-damaged = it is damaged or cut short. Ask for it again, or copy the whole link.
link-error-future = it was made by a newer version of the app. Reload the app to update it.
link-error-invalid = the game in it does not follow the rules. { $detail }
share-page-title = Share this page
share-page-note = The link opens this page, in this language, on the other device.
share-lesson-title = Share this lesson
share-lesson-note = The link starts the same lesson, in this language, on the other device.
share-lab-title = Share this setting
share-lab-note = The link opens the Lab with this setting: “Play the games” plays the same games again (the seed decides them).
lab-shared = A shared setting: “Play the games” plays the same games again.

## Play by link (issue 18)
kind-link = A friend, by link
sk-seat-two-link = plays the notched pyramids (light), from row c, on their own device: you send each other a link after every turn
link-slot-name = Sáhkku by link with { $name }
link-status-waiting = Waiting for { $name }’s link
link-invite-title = Invite { $name }
link-invite-note = Send { $name } this invitation. Their answer comes back as a link: open it on this device and the game begins.
link-answer-title = Send your answer to { $name }
link-send-title = Your turn is done: send it to { $name }
link-wait-note = { $name }’s next turn comes back as a link: open it on this device. The game is kept under Saved games meanwhile.
link-last-title = The game is over: send { $name } the last link
link-last-note = With it, { $name } sees the end of the game too.
link-send = Send the link…
link-send-dialog = Send the link
link-send-dialog-note = Copy it into a message, use your device’s Share, or let the other player scan the code. Only the game on the other device can open it.
link-invited-title = { $host } invites you to play Sáhkku
link-invited-summary = { $family }: { $host } plays side 1, you play side 2 as { $guest }. After each turn you send each other a link.
link-accept = Accept and answer
link-dice-note = Both devices throw the dice together: neither player can see them in advance or choose them, and opening a link again throws nothing new. The game is kept under Saved games.
link-turn-unknown = it is a turn of a game by link that is not on this device. Open it on the device you play that game on.
link-turn-order = it does not follow the last turn this device has. Open the newest link you were sent.
link-turn-dice = its dice are not the ones its sender committed to: it was changed on the way. Ask for it again.
link-turn-length = its turn is cut short or goes on too long: it was changed on the way. Ask for it again.
link-turn-move = move { $n } in it is not a legal move there: it was changed on the way. Ask for it again.
link-slot-name-sampo = Sampo by link with { $name }
link-invited-title-sampo = { $host } invites you to play Sampo
link-invited-summary-sampo = Two players: { $host } rolls for the first seat, you roll for the second as { $guest }. After each turn you send each other a link.
link-your-turn = Your turn
link-watch = Watch { $name }’s turn

# The computer's hint (src/app/sahkku/hint.rs)
sk-hint-ask = Hint (H)
sk-hint-title = The computer's hint
sk-hint-weighing = The master is weighing every way to play this throw…
sk-hint-unloaded = No hint: the computer players could not be loaded. Your game goes on.
sk-hint-chance = { $chance } to win
sk-hint-gives = gives away { $points } points
sk-hint-yours = What you have played of this turn gives away { $points } points against the best.
sk-hint-of = The best of { $n } ways to play this throw, by the master; the best is marked on the board.
sk-hint-shallow = (not weighed as deeply)
sk-hint-kept = If you keep this throw, the best turns:
sk-hint-rerolls = Keep the throw or throw again: each is weighed by the best turn it leaves. The master's choice comes first, and a die it would throw again is marked.
teacher-hints = Offer the computer's hints (H)
setup-hints = Hints from the computer
setup-hints-help = A player to move may press H (or Hint) to see the master’s best turns and what their own move gives away. The review counts the hints used. Games by link have none.
sk-review-hints = Hints used: { $n }
sk-review-hinted = A hint was used here.
keys-hint-key = H
keys-hint = the computer's hint for your Sáhkku turn
keys-analyse-key = A
keys-analyse = the analysis of the Sáhkku position (in a replay, or in a game between people with hints on)
shared-question-answer = Open the position and make up your mind; then Hint (H) shows the computer’s answer: its best turns, and what yours gives away.
## The puzzles (src/app/puzzles)
pz-title = Puzzles
pz-loading = Opening the puzzles…
pz-unavailable = The puzzles could not be loaded (is this device offline?). Everything else in the app still works; try again when the device is online.
pz-fetching = Fetching this family’s puzzles…
pz-file-unavailable = This family’s puzzles could not be fetched (is this device offline?). A family whose puzzles were opened once plays offline.
pz-damaged = This family’s puzzle file came damaged: it is not the file this version of the app ships. Your rating is unchanged. Try again; if it stays damaged, reload the app.
pz-try-again = Try again
pz-none = No puzzle of this family could be set up on this device.
pz-rating = Puzzle rating { $rating }
pz-streak = Streak { $n } (best { $best })
pz-solved = Solved { $solved } of { $tried } tried
pz-task = { $name } to play: find the best turn for this throw.
pz-about = Puzzle rated { $rating } · turns to choose from: { $n }
pz-missing = The shared puzzle is not among this version’s puzzles: here is another of the same family.
pz-take-back = Take back (U)
pz-reveal = Reveal the answer (R)
pz-next = Next puzzle (N)
pz-right = Right: that is the best turn.
pz-wrong = Not the best turn: yours gives away { $points } points of winning chance.
pz-revealed = The answer, revealed (not rated).
pz-yours = Yours: gives away { $points } points, the turn ranked { $rank } of the master’s.
pz-show-best = Show the best turn
pz-show-yours = Show your turn
pz-marked-best = The board marks the best turn: the pieces it moves and where they go.
pz-marked-yours = The board marks your turn: the pieces it moved and where they went.
pz-share-title = Share this puzzle
pz-share-note = The puzzle travels inside the link: whoever opens it tries it on their own device.
## Positions set up by hand (lessons/words.rs: setup_error_text)
save-invalid-start-text = Its starting position cannot be read: “{ $token }”.
save-invalid-start = Its starting position is impossible. { $why }
sk-impossible-too-many = Player { $side } has more soldiers than the { $max } a side starts with.
sk-impossible-off-path = A soldier of player { $side } stands beyond the end of its path.
sk-impossible-asleep-off-home = A sleeping soldier of player { $side } stands on { $cell }, off its home row: soldiers sleep only where they start.
sk-impossible-no-queens = This family plays without queens.
sk-impossible-queen-asleep = The sleeping queen of player { $side } stands on { $cell }, off her mark: a queen sleeps only where she starts.
sk-impossible-off-board = A piece stands off the board.
sk-impossible-king-off-path = The recruited gonagas stands off its owner’s path.
sk-impossible-no-king = In this family the gonagas is always on the board.
sk-impossible-crowded = Two pieces stand on { $cell }, where the rules let only one of them stop.
sk-impossible-lost = Player { $side } has nothing left to play with: the game would be over.
## The position editor (src/app/editor)
ed-title = Set up a position
ed-loading = Opening the position editor…
ed-unavailable = The position editor could not be loaded (is this device offline?). Everything else in the app still works; try again when the device is online.
ed-tools = Place on the board
ed-soldier-awake = Soldier of player { $side }, awake
ed-soldier-asleep = Soldier of player { $side }, asleep
ed-queen-awake = Queen of player { $side }, awake
ed-queen-asleep = Queen of player { $side }, asleep
ed-king-free = Gonagas, free
ed-king-of = Gonagas of player { $side }
ed-take = Take a piece off
ed-homeward = On the middle row, on the way home
ed-start = The family’s start
ed-clear = Clear the board
ed-to-play = To throw next
ed-throw = The throw (if you like)
ed-die = Die { $n }
ed-valid = A position the rules can reach: the master can weigh every way to play this throw.
ed-valid-throw = A position the rules can reach. Analyse it for each side's chances before the throw, or choose a throw to have the master weigh its turns.
ed-no-turn = { $name } cannot play this throw: no piece can move with it, so the turn passes. { $other } throws next.
ed-impossible = This position cannot be played.
ed-throw-unfinished = Choose a face for every die, or none.
ed-analyse = Analyse
ed-outlook-title = Before the throw
ed-outlook-weighing = Weighing every throw that can come…
ed-outlook-chance = { $name }: { $chance } to win
ed-outlook-help = The throws that help { $name } most
ed-outlook-hurt = The throws that hurt { $name } most
ed-outlook-throw = Throw
ed-outlook-to-win = To win
ed-outlook-luck = Luck (points)
ed-outlook-comes = Comes
ed-outlook-pick = Choose this throw and weigh its turns
ed-outlook-note = Each throw is weighed as the review weighs a throw's luck: the best way to play it, by the master's score. Choose a throw to see its turns.
sk-analyse = Analyse this position (A)
ed-share-title = Share this position
ed-share-note = The position travels inside the link: whoever opens it gets it in the editor, to analyse on their own device.
