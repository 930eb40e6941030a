## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Traditional Nordic board games, for everyone at one screen.
home-sampo-title = Sampo
home-sampo-desc = The Kalevala race game. Sail with the heroes to Pohjola, take the Sampo and bring it home. 2 to 6 players, one die, coins and a common pot.
home-play-sampo = Play Sampo
home-language = Language
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
setup-default-name = Player { $n }
setup-starts = Who starts?
setup-starts-help = The old rules say the youngest player starts: choose who that is.
setup-rules = House rules
setup-rules-help = The old rule sheets leave some points open. Each choice below picks one reading; the first is our default.
setup-rules-reset = Reset to the defaults
setup-start = Start the game
setup-back = Back
setup-error-name = Every player needs a name.

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
kind-symbol-pay = pays
kind-symbol-receive = receives
kind-symbol-move = moves you
kind-symbol-wait = wait
kind-symbol-escape = roll to escape
kind-symbol-gathering = gathering
kind-symbol-home = home

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
