## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Des jeux de plateau nordiques traditionnels, pour jouer ensemble devant un écran.
home-sampo-title = Sampo
home-sampo-desc = Le jeu de course du Kalevala. Naviguez avec les héros jusqu’à Pohjola, emportez le Sampo et ramenez-le chez vous. De 2 à 6 joueurs, un dé, des pièces et une caisse commune.
home-play-sampo = Jouer au Sampo
home-language = Langue
home-sound = Son
home-keys = Touches : Tab passe d’une commande à l’autre, Espace ou Entrée lance le dé.

## Set-up
setup-title = Nouvelle partie de Sampo
setup-players = Joueurs
setup-add-player = Ajouter un joueur
setup-remove-player = Retirer { $name }
setup-name = Nom
setup-colour = Couleur
setup-kind = Joué par
kind-human = Humain
kind-computer = Ordinateur
sampo-computer-help = Une place tenue par l’ordinateur lance le dé toute seule. Au Sampo le dé décide de chaque coup et il ne reste rien à choisir : il n’y a donc pas de niveaux d’ordinateur (le Sáhkku en a quatre).
setup-default-name = Joueur { $n }
setup-starts = Qui commence ?
setup-starts-help = La règle ancienne dit que le plus jeune commence : choisissez qui c’est.
setup-rules = Règles maison
setup-rules-help = Les anciennes règles laissent des points ouverts. Chaque choix ci-dessous retient une lecture ; la première est la nôtre par défaut.
setup-rules-reset = Revenir aux règles par défaut
setup-start = Commencer la partie
setup-back = Retour
setup-error-name = Chaque joueur doit avoir un nom.
setup-error-same-name = Un autre joueur porte ce nom : donnez-en un à chacun.
setup-error-same-colour = Un autre joueur a déjà cette couleur : choisissez-en une autre.

colour-red = Rouge
colour-blue = Bleu
colour-green = Vert
colour-gold = Or
colour-purple = Violet
colour-orange = Orange

## Board
board-start = Départ
board-pot = Caisse
board-round = Tour { $n }
board-turn = À { $name } de lancer
board-roll = Lancer le dé
board-roll-keys = Espace ou Entrée
board-computer-rolls = { $name } lance le dé…
board-coins = { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
}
board-narration = Ce qui s’est passé
board-quit = Quitter la partie
board-quit-confirm = Quitter cette partie ? Elle sera perdue.
board-quit-confirm-saved = Quitter cette partie ? Elle est gardée dans vos parties enregistrées.
board-die = Le dé montre { $n }.
board-square = Case { $n } : { $title }
status-miss = passe { $n ->
    [one] un tour
   *[other] { $n } tours
}
status-trapped = doit faire { $need } ({ $n ->
    [one] encore { $n } lancer
   *[other] encore { $n } lancers
})
status-test = doit faire { $need }
status-gathering = attend sur la case 23
status-home = arrivé, place { $n }
status-rescuable = vient d’être renvoyé

## Narration of what happened
ev-rolled = { $name } fait { $roll }.
ev-walked = { $name } avance jusqu’à la case { $to }.
ev-bounced = { $name } dépasse 40 et recule jusqu’à la case { $to }.
ev-overshot = { $name } doit faire le compte exact pour arriver et reste sur place.
ev-jumped = { $name } est déplacé à la case { $to }.
ev-sent-home = { $name } retourne au départ.
ev-pay-pot = { $name } verse { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} à la caisse.
ev-receive-pot = { $name } prend { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} dans la caisse.
ev-pay-player = { $name } donne { $n ->
    [one] { $n } pièce
   *[other] { $n } pièces
} à { $other }.
ev-short = (Il en devait { $due }.)
ev-miss = { $name } passera { $n ->
    [one] un tour
   *[other] { $n } tours
}.
ev-skipped = { $name } passe ce tour.
ev-skipped-gathering = { $name } attend les autres sur la case 23.
ev-trapped = { $name } est retenu ici pendant { $n ->
    [one] { $n } lancer
   *[other] { $n } lancers
}, sauf s’il fait { $need }.
ev-escape-failed = Pas de { $need } : { $name } reste. { $n ->
    [0] C’était le dernier lancer d’attente.
    [one] Encore { $n } lancer d’attente.
   *[other] Encore { $n } lancers d’attente.
}
ev-escaped = { $name } fait le { $need } qu’il fallait et se libère !
ev-released = { $name } a assez attendu et repart au prochain tour.
ev-freed = { $by } arrive et libère { $name }.
ev-rescued = { $helper } hisse { $name } à bord, case 10.
ev-test-failed = { $name } avait besoin d’un autre nombre : le { $roll } ne compte pas.
ev-gathering-opened = { $name } atteint le kantele le premier et prend la moitié de la caisse ! Tous se rassemblent maintenant sur la case 23.
ev-gathering-complete = Tous sont réunis autour du kantele : le voyage continue.
ev-bonus = { $name } lance une seconde fois.
ev-bonus-lost = { $name } ne peut pas utiliser son second lancer.
ev-finished = { $name } est rentré ! Place { $place }.
ev-turn = { $name }, à vous de lancer.
ev-turn-computer = À { $name } de lancer.

## Winner screen
winner-title = { $name } ramène le Sampo !
winner-place = Place
winner-player = Joueur
winner-coins = Pièces
winner-square = Case
winner-length = La partie a duré { $rounds ->
    [one] { $rounds } tour
   *[other] { $rounds } tours
} et { $rolls ->
    [one] { $rolls } lancer
   *[other] { $rolls } lancers
}.
winner-again = Rejouer avec les mêmes joueurs
winner-home = Retour à l’accueil

## House rules
rule-chained-effects = Cases où l’on est déplacé
rule-chained-effects-off = Seule la case atteinte par le dé agit
rule-chained-effects-on = La case d’arrivée agit aussi
rule-chained-effects-help = Quand une case vous envoie ailleurs (13 vers 9, 16 vers 17…), la consigne de la nouvelle case s’applique-t-elle aussi ?
rule-rescue = Hissé à bord en 10
rule-rescue-on-arrival = Quand quelqu’un arrive en 10
rule-rescue-also-waiting = Aussi quand quelqu’un est déjà en 10
rule-rescue-help = Un joueur que les sirènes de la case 6 viennent de renvoyer au départ est hissé en 10 par celui qui s’y trouve, et paie 2 à la caisse et 3 à son aide.
rule-gathering = Le kantele (23)
rule-gathering-all-wait = Tous attendent d’être réunis
rule-gathering-first-waits = Seul le premier arrivé attend
rule-gathering-help = Le premier arrivé en 23 prend la moitié de la caisse et y attend que tous l’aient rejoint.
rule-sailing = Vers Pohjola (24)
rule-sailing-until-two = Rester jusqu’à faire 2
rule-sailing-one-try = Un seul essai, puis on avance normalement
rule-sailing-help = En 24, seul un 2 mène à la case 26 ; les autres lancers ne comptent pas.
rule-halves = Moitiés des nombres impairs
rule-halves-down = Arrondir vers le bas
rule-halves-up = Arrondir vers le haut
rule-halves-help = La moitié de la caisse en 23 et la moitié de vos pièces en 31.
rule-overshoot = Dépasser 40
rule-overshoot-bounce = Reculer depuis 40
rule-overshoot-stay = Compte exact exigé (sauf depuis 39)
rule-overshoot-help = La case 39 dit de reculer des points en trop ; ce choix l’applique aux autres cases ou exige le compte exact.
rule-bounce = Le recul
rule-bounce-from-home = Depuis la case 40
rule-bounce-from-here = Depuis sa propre case
rule-bounce-help = D’où l’on compte les points en trop.
rule-money = Pas assez de pièces
rule-money-pay-what-you-have = Payer ce qu’on a
rule-money-debt = S’endetter
rule-money-help = Ce qui arrive quand un joueur doit payer plus qu’il n’a.
rule-finish = Fin de la partie
rule-finish-first-home = Le premier arrivé gagne, la partie s’arrête
rule-finish-places = Continuer pour les places suivantes
rule-finish-help = Le premier arrivé prend la caisse ; les autres peuvent continuer pour les places.

## The 40 squares
square-0-title = Départ
square-1-title = La demande
square-1-story = Le voyage commence par une demande en mariage, loin au nord.
square-1-effect = Rien ne se passe.
square-2-title = Les épées
square-2-story = Le forgeron forge les épées du voyage.
square-2-effect = Payez 1 pièce à la caisse.
square-3-title = Ton épée
square-3-story = Ton épée est prête et il faut payer le forgeron.
square-3-effect = Payez 2 pièces à la caisse.
square-4-title = Le cheval et le bateau
square-4-story = Tu attrapes le cheval au pré, mais au retour tu aperçois un bateau près du rivage.
square-4-effect = Allez à la case 5 et passez un tour.
square-5-title = Au rivage
square-5-story = Tu t’arrêtes au bord de l’eau.
square-5-effect = Passez un tour.
square-6-title = Les sirènes
square-6-story = Les sirènes chantent et tu oublies où tu allais.
square-6-effect = Payez 1 pièce et retournez au départ.
square-7-title = Aux rames
square-7-story = L’équipage est épuisé ; tu prends les rames et le bateau file.
square-7-effect = Avancez à la case 11.
square-8-title = Eau calme
square-8-story = Cette case manque dans les deux anciennes règles : l’eau est calme, rien ne se passe.
square-8-effect = Rien ne se passe.
square-9-title = Case neuf
square-9-story = Le trésorier réclame une pièce.
square-9-effect = Payez 1 pièce à la caisse.
square-10-title = Un homme à bord
square-10-story = Tu hisses un nageur à bord.
square-10-effect = Un joueur qui vient d’être renvoyé de la case 6 est amené ici, et paie 2 pièces à la caisse et 3 à vous.
square-11-title = Les rapides de Pyhäkoski
square-11-story = Väinämöinen mène le bateau dans les rapides de Pyhäkoski.
square-11-effect = Atteinte avec un 6 (depuis la case 5), le lancer compte double : allez en 17 et payez 1 pièce à la caisse.
square-12-title = Le brochet
square-12-story = Le bateau heurte un brochet géant.
square-12-effect = Passez un tour.
square-13-title = À l’eau
square-13-story = Tu tires l’épée contre le brochet et tu tombes à l’eau ; on ne voit plus que tes pieds.
square-13-effect = Retournez à la case 9.
square-14-title = Sauvé
square-14-story = On te repêche.
square-14-effect = Payez 2 pièces au joueur suivant pour le sauvetage.
square-15-title = Le monstre frappé
square-15-story = Tu frappes le monstre de ton épée.
square-15-effect = Passez un tour.
square-16-title = Le brochet à bord
square-16-story = Le brochet est hissé dans le bateau.
square-16-effect = Avancez à la case 17.
square-17-title = La prise
square-17-story = L’équipage se repose après la pêche.
square-17-effect = Passez un tour, sauf si vous êtes arrivé ici avec un 6.
square-18-title = Le kantele
square-18-story = Avec la mâchoire du brochet, tu fabriques un kantele.
square-18-effect = Avancez à la case 23.
square-19-title = Personne ne sait jouer
square-19-story = Jeunes et vieux essaient le kantele, en vain.
square-19-effect = Retournez à la case 17.
square-20-title = Le vantard
square-20-story = Tu te dis maître du kantele, et tu échoues.
square-20-effect = Retournez à la case 17 et payez 9 pièces à la caisse.
square-21-title = Le vieil homme près du four
square-21-story = Ta musique réveille le vieil homme près du four, qui t’envoie au loin.
square-21-effect = Retournez à la case 17 et payez 1 pièce à la caisse.
square-22-title = Tout près du kantele
square-22-story = Le kantele est à portée de main.
square-22-effect = Votre prochain lancer doit être un 1 pour atteindre la case 23 ; tout autre lancer vous renvoie en 17.
square-23-title = Le kantele en de bonnes mains
square-23-story = Väinämöinen joue et tout le peuple écoute, ravi.
square-23-effect = Le premier arrivé prend la moitié de la caisse. Tous attendent ici d’être réunis, puis le voyage reprend.
square-24-title = Vers Pohjola
square-24-story = Les héros font voile vers Pohjola.
square-24-effect = Seul un 2 vous mène à la case 26 ; les autres lancers ne comptent pas.
square-25-title = Arrivée à Pohjola
square-25-story = Le bateau est tiré sur la plage de Pohjola.
square-25-effect = Prenez 3 pièces dans la caisse.
square-26-title = La demande du Sampo
square-26-story = La maîtresse de Pohjola te refuse le Sampo et menace de guerre.
square-26-effect = Payez 2 pièces à la caisse.
square-27-title = Pohjola endormi
square-27-story = Tu endors le peuple de Pohjola au son du kantele ; cela prend du temps.
square-27-effect = Passez un tour et prenez 1 pièce à chaque autre joueur.
square-28-title = La montagne de cuivre
square-28-story = Les héros entrent dans la montagne de cuivre pour chercher le Sampo.
square-28-effect = Passez un tour, puis lancez deux fois de suite.
square-29-title = Le Sampo déterré
square-29-story = Avec le bœuf et la charrue de Pohjola, tu dégages les racines du Sampo et tu le portes au bateau.
square-29-effect = Prenez 3 pièces dans la caisse.
square-30-title = Le départ de Pohjola
square-30-story = Les héros quittent Pohjola et appellent les forces de la nature à l’aide.
square-30-effect = Prenez 1 pièce à chaque autre joueur et allez en 33, où vous attendez un lancer sauf s’il fait 6.
square-31-title = La grue
square-31-story = Tu chantes trop tôt et une grue effrayée s’envole en criant vers Pohjola.
square-31-effect = Donnez la moitié de vos pièces à la caisse.
square-32-title = La poursuite
square-32-story = La grue réveille Pohjola ; sa maîtresse arme un bateau pour poursuivre les voleurs.
square-32-effect = Allez à la case 37 et payez 2 pièces à la caisse.
square-33-title = Le brouillard
square-33-story = Le brouillard vous enveloppe, jusqu’à ce que ton épée le fende.
square-33-effect = Attendez deux lancers, sauf si vous faites 6. Un joueur qui arrive ici vous libère.
square-34-title = Iku-Turso
square-34-story = Le monstre Iku-Turso surgit des profondeurs ; tu le renvoies au fond par les oreilles.
square-34-effect = Attendez deux lancers, sauf si vous faites 5. Un joueur qui arrive ici vous libère.
square-35-title = La tempête
square-35-story = Une terrible tempête manque de briser le bateau.
square-35-effect = Attendez trois lancers, sauf si vous faites 4. Un joueur qui arrive ici vous libère.
square-36-title = La vigie
square-36-story = Du haut du mât, tu aperçois au loin le bateau de Pohjola.
square-36-effect = Prenez 3 pièces dans la caisse.
square-37-title = Le rocher
square-37-story = Tu fais surgir un rocher et le bateau de Pohjola s’y brise.
square-37-effect = Prenez 1 pièce à chaque autre joueur.
square-38-title = L’aigle
square-38-story = La maîtresse de Pohjola, changée en aigle, saisit le Sampo ; ta rame frappe ses serres et le Sampo tombe à la mer.
square-38-effect = Attendez deux lancers, sauf si vous faites 2, qui vous ramène chez vous.
square-39-title = L’aigle repart
square-39-story = La bataille est finie ; l’aigle retourne à Pohjola.
square-39-effect = Un 1 vous ramène chez vous ; un lancer plus fort recule depuis 40 des points en trop.
square-40-title = Chez soi
square-40-story = Te voici chez toi avec le Sampo.
square-40-effect = Vous gagnez et prenez toute la caisse.

## Sáhkku : accueil et préparation
home-sahkku-title = Sáhkku
home-sahkku-desc = Le jeu de course et de combat des Sámes, à deux. Lancez les dés-bâtonnets, réveillez vos soldats, faites-les courir en huit et capturez ceux de l’adversaire. Toutes les familles de règles de la source russe, contre un ami ou l’ordinateur.
home-play-sahkku = Jouer au Sáhkku
sk-setup-title = Nouvelle partie de Sáhkku
sk-family = Famille de règles
sk-variant-navuon-raisa = Návuon · Ráisa
sk-variant-navuon-raisa-desc = La famille de l’ouest, proche du daldøs danois et norvégien : 13 cases carrées, 12 soldats, deux dés X, I, II, III utilisés dans un ordre strict. Les pièces ne rentrent jamais chez elles.
sk-variant-navuon-maze = Návuon · Máze
sk-variant-navuon-maze-desc = Le Návuon de Máze : même plateau et mêmes pièces (les « grands-pères » et les « grands-mères »), mais les dés s’utilisent dans n’importe quel ordre.
sk-variant-gavkevuotna = Gávkevuotna
sk-variant-gavkevuotna-desc = La famille du nord, transmise sans interruption : 15 lignes, trois dés dont le Ø vaut quatre, dés dans n’importe quel ordre, soldats qui ne se dépassent pas, et un gonagas qui avance d’un pas quand on le recrute et compte pour la victoire.
sk-variant-gavkevuotna-miedut = Gávkevuotna · Miedut
sk-variant-gavkevuotna-miedut-desc = Le Gávkevuotna au parcours en miroir : le second joueur part dans l’autre sens, et les deux armées entrent dans la rangée du milieu par le même bout.
sk-variant-gavkevuotna-ohcejot = Gávkevuotna · Ohcejot
sk-variant-gavkevuotna-ohcejot-desc = Le Gávkevuotna au gonagas d’Ohcejot (Utsjoki) : qui arrive sur le gonagas adverse choisit de le recruter ou de le capturer, ce qui termine la partie.
sk-variant-lagesvuon = Lágesvuon
sk-variant-lagesvuon-desc = La famille de l’est, la plus originale : les soldats inactifs ne se capturent pas mais se bloquent, le gonagas va dans tous les sens, et chaque camp a une reine — la perdre, c’est perdre la partie.
sk-variant-unjarga = Unjárga
sk-variant-unjarga-desc = D’Unjárga (Nesseby) : les soldats se réveillent directement sur la rangée du milieu, le gonagas se gagne en entrant dans la rangée adverse, et les joueurs conviennent si le Ø vaut 0 ou 4.
sk-variant-luujavr = Luujávr
sk-variant-luujavr-desc = Les règles des auteurs de la source, du nom de Lovozero : jetons à deux faces qu’on retourne pour les réveiller, parcours en miroir, blocage, et un gonagas gagné sur sa ligne ou au centre vide.
sk-variant-vuonnamarkan = Vuonnamárkan — coupe du monde
sk-variant-vuonnamarkan-desc = Le Lágesvuon avec le gonagas d’Unjárga, tel qu’on le joue à la coupe du monde de sáhkku à Unjárga (Vuonnamárkan) : aucune pièce ne s’arrête sur une ligne où se trouve une pièce inactive, le gonagas rejoint la première armée qui entre dans la rangée adverse puis change de camp quand un ennemi s’arrête sur lui, et le gonagas et les reines suivent le chemin ou traversent tout droit.
sk-compare = Comparer les familles
sk-family-navuon-raisa = Návuon
sk-family-gavkevuotna = Gávkevuotna
sk-family-lagesvuon = Lágesvuon
sk-family-unjarga = Unjárga
sk-family-luujavr = Luujávr
sk-family-vuonnamarkan = Vuonnamárkan
sk-cmp-board = Plateau
sk-cmp-pieces = Pièces par camp
sk-cmp-dice = Dés
sk-cmp-order = Ordre des dés
sk-cmp-activation = Réveil d’un soldat
sk-cmp-captures = Captures
sk-cmp-king = Gonagas
sk-cmp-queens = Reines
sk-cmp-win = Pour gagner
sk-cmp-queen = une reine
sk-cmp-captures-all = pièces actives et inactives
sk-cmp-captures-block = pièces actives seulement ; les inactives se bloquent
sk-cmp-captures-active = pièces actives seulement
sk-cmp-captures-untouchable = pièces actives seulement ; aucune pièce ne s’arrête sur une inactive
sk-cmp-start = Qui commence
sk-cmp-win-soldiers = prendre tous les soldats adverses (le gonagas ne compte pas)
sk-cmp-win-all-pieces = prendre toutes les pièces adverses, gonagas compris
sk-cmp-win-queen = ou prendre la reine adverse
sk-cmp-win-blocked = ou ne laisser à l’adversaire que des pièces bloquées
sk-default-name-1 = Joueur 1
sk-default-name-2 = Joueur 2
sk-seat-one = joue les pyramides simples (foncées), depuis la rangée a
sk-seat-two = joue les pyramides entaillées (claires), depuis la rangée c
sk-level-random = Ordinateur : débutant
sk-level-greedy = Ordinateur : rapide
sk-level-expert = Ordinateur : expert
sk-level-master = Ordinateur : maître
sk-think = Temps de réflexion du maître
sk-think-quick = court (0,2 s par tour)
sk-think-normal = normal (1 s par tour)
sk-think-long = long (3 s par tour)
sk-think-help = Le temps pendant lequel le maître joue la suite de la partie avant chacun de ses tours, gardé sur cet appareil. Sur un ordinateur, même court suffit ; un téléphone voit moins loin en une seconde : là, court joue moins bien et long aide.
sk-starts-first-x = Qui commence : chacun lance un dé à son tour jusqu’à ce que quelqu’un fasse un X.
sk-starts-most-x = Qui commence : chacun lance tous les dés ; le plus de X commence.
sk-starts-first-x-all = Qui commence : chacun lance tous les dés à son tour ; le premier qui fait un X commence, avec ce lancer.
sk-starts-first-x-all-then-throw = Qui commence : chacun lance tous les dés à son tour ; le premier qui fait un X commence, et relance pour son premier tour.
sk-rules-help = Chaque règle de la famille peut être changée. Chaque ligne dit ce qu’elle change ; les règles modifiées sont marquées.
sk-reset-rules = Revenir aux règles de la famille
sk-impossible = Ces règles ne peuvent pas être jouées ensemble.
sk-group-board = Plateau et pièces
sk-group-dice = Dés
sk-group-activation = Réveil des soldats
sk-group-path = Parcours
sk-group-lines = Partager une ligne
sk-group-captures = Captures
sk-group-king = Le gonagas
sk-group-queens = Reines
sk-group-start = Qui commence
sk-group-win = Victoire
sk-opt-board = Plateau
sk-opt-board-help = Les 13 cases carrées du Návuon ou 15 lignes par rangée.
sk-opt-board-13 = 3 × 13 cases
sk-opt-board-15 = 3 × 15 lignes
sk-opt-soldiers = Soldats par camp
sk-opt-soldiers-help = Avec 12, la case de sortie de la rangée reste vide (Návuon).
sk-opt-soldiers-12 = 12 soldats
sk-opt-soldiers-15 = 15 soldats
sk-opt-dice = Dés
sk-opt-dice-help = Combien de dés-bâtonnets on lance.
sk-opt-dice-2 = 2 dés
sk-opt-dice-3 = 3 dés
sk-opt-faces = Faces
sk-opt-faces-help = Les quatre faces de chaque dé.
sk-opt-faces-x-i-ii-iii = X, I, II, III
sk-opt-faces-x-iii-ii-blank = X, III, II, Ø
sk-opt-blank = Le Ø vaut
sk-opt-blank-help = La face vide ne fait rien, ou fait avancer de quatre lignes.
sk-opt-blank-0 = rien
sk-opt-blank-4 = 4 lignes
sk-opt-x-reroll = Relancer un X
sk-opt-x-reroll-help = Avant de jouer, un dé montrant X peut être relancé.
sk-opt-x-reroll-off = non
sk-opt-x-reroll-once = une fois par dé
sk-opt-x-reroll-repeat = tant qu’il montre X
sk-opt-xxx-reroll = X-X-X
sk-opt-xxx-reroll-help = Trois X peuvent être relancés ensemble.
sk-opt-xxx-reroll-off = non
sk-opt-xxx-reroll-on = oui
sk-opt-order = Ordre des dés
sk-opt-order-help = Strict : d’abord le X, puis l’ordre de la famille ; une valeur inutilisable est perdue avec les suivantes.
sk-opt-order-free = n’importe quel ordre
sk-opt-order-strict = ordre strict
sk-opt-activation-order = Quel soldat se réveille
sk-opt-activation-order-help = N’importe quel soldat inactif, ou strictement le plus proche de la sortie d’abord.
sk-opt-activation-order-free = n’importe lequel
sk-opt-activation-order-strict = le premier de la file
sk-opt-activation = Réveil
sk-opt-activation-help = Ce que fait un X en plus de tourner le soldat.
sk-opt-activation-step = tourner et avancer d’un pas
sk-opt-activation-to-middle = tourner et monter sur la rangée du milieu
sk-opt-activation-flip = retourner sur place
sk-opt-path = Parcours
sk-opt-path-help = Le huit, le parcours du Návuon qui ne rentre jamais, ou le parcours en miroir Miedut.
sk-opt-path-base = en huit, face à face
sk-opt-path-never-home = sans retour à la maison
sk-opt-path-miedut = en miroir (Miedut)
sk-opt-own-stacking = Soldats ensemble
sk-opt-own-stacking-help = Si les soldats actifs d’un joueur peuvent partager une ligne.
sk-opt-own-stacking-off = interdit
sk-opt-own-stacking-on = permis
sk-opt-no-overtaking = Dépasser ses soldats
sk-opt-no-overtaking-help = Si un soldat peut passer devant l’un des siens.
sk-opt-no-overtaking-off = permis
sk-opt-no-overtaking-on = interdit
sk-opt-active-with-inactive = Actif avec inactif
sk-opt-active-with-inactive-help = Si un soldat actif peut se tenir sur la ligne d’un soldat inactif.
sk-opt-active-with-inactive-off = interdit
sk-opt-active-with-inactive-on = permis
sk-opt-capture-inactive = Capturer les inactifs
sk-opt-capture-inactive-help = Si un soldat encore à la maison peut être pris.
sk-opt-capture-inactive-off = non
sk-opt-capture-inactive-on = oui
sk-opt-blocking = Blocage
sk-opt-blocking-help = Un soldat posé sur un soldat inactif adverse le bloque, lui et ceux qui suivent.
sk-opt-blocking-off = non
sk-opt-blocking-on = oui
sk-opt-king-recruit = Gagner le gonagas
sk-opt-king-recruit-help = Comment le gonagas change de camp.
sk-opt-king-recruit-land = finir un coup sur sa ligne
sk-opt-king-recruit-step-forward = finir sur sa ligne ; il avance d’un pas
sk-opt-king-recruit-enemy-home-row = entrer dans la rangée adverse
sk-opt-king-recruit-land-or-centre = sa ligne, ou le centre vide
sk-opt-king-recruit-home-row-then-land = d’abord la rangée adverse, puis sa ligne
sk-opt-king-moves = Le gonagas se déplace
sk-opt-king-moves-help = En avant comme un soldat, ou dans tous les sens.
sk-opt-king-moves-path = en avant comme un soldat
sk-opt-king-moves-any-direction = dans tous les sens
sk-opt-king-moves-luujavr = X dans tous les sens, II et III le long de la rangée
sk-opt-king-with-own = Gonagas avec ses soldats
sk-opt-king-with-own-help = Si le gonagas peut se tenir avec les soldats de son camp.
sk-opt-king-with-own-off = interdit
sk-opt-king-with-own-on = permis
sk-opt-king-with-enemy-inactive = Gonagas sur inactifs adverses
sk-opt-king-with-enemy-inactive-help = Si le gonagas peut se tenir sur la ligne d’un soldat inactif adverse.
sk-opt-king-with-enemy-inactive-off = interdit
sk-opt-king-with-enemy-inactive-on = permis
sk-opt-king-counts = Le gonagas compte
sk-opt-king-counts-help = S’il faut aussi prendre le gonagas pour gagner.
sk-opt-king-counts-off = non
sk-opt-king-counts-on = oui
sk-opt-ohcejot = Capturer le gonagas (Ohcejot)
sk-opt-ohcejot-help = Arrivé sur le gonagas adverse, un joueur peut le capturer au lieu de le recruter.
sk-opt-ohcejot-off = interdit
sk-opt-ohcejot-wins = permis, et il gagne
sk-opt-ohcejot-removes = permis, la partie continue
sk-opt-queens = Reines
sk-opt-queens-help = Chaque camp a une reine sur la ligne marquée ; la perdre fait perdre la partie.
sk-opt-queens-off = non
sk-opt-queens-on = oui
sk-opt-soldier-takes-queen = Soldats et reines
sk-opt-soldier-takes-queen-help = La source de Lágesvuon dit l’un et l’autre ; choisissez la lecture.
sk-opt-soldier-takes-queen-off = un soldat ne s’arrête jamais sur une reine
sk-opt-soldier-takes-queen-on = un soldat peut prendre une reine réveillée
sk-opt-any-direction = Dans tous les sens
sk-opt-any-direction-help = Comment se déplacent le gonagas et les reines.
sk-opt-any-direction-straight = en ligne droite
sk-opt-any-direction-turning = en tournant
sk-opt-any-direction-track = le long du chemin ou tout droit en travers
sk-opt-middle-row-pass = Rangée du milieu le long du chemin
sk-opt-middle-row-pass-help = Le chemin traverse deux fois la rangée du milieu, à l’aller et au retour : depuis une ligne du milieu, une reine ou le gonagas peut-il continuer sur les deux passages, ou seulement sur celui où il se trouve ?
sk-opt-middle-row-pass-both = les deux passages
sk-opt-middle-row-pass-own = le passage où il se trouve
sk-opt-first-player = Qui commence
sk-opt-first-player-help = Un dé chacun jusqu’à un X, le plus de X en lançant tous les dés, ou tous les dés à tour de rôle jusqu’à un X (ce lancer joué, ou servant seulement à choisir qui commence).
sk-opt-first-player-first-x = premier X
sk-opt-first-player-most-x = le plus de X
sk-opt-first-player-first-x-all = premier X, tous les dés
sk-opt-first-player-first-x-all-then-throw = premier X, tous les dés, puis un nouveau lancer
sk-opt-even-odds = Chances égales
sk-opt-even-odds-help = Les trois soldats les plus proches de chaque sortie commencent réveillés, là où ils sont.
sk-opt-even-odds-off = non
sk-opt-even-odds-on = trois réveillés
sk-opt-blocked-loses = Rien que des pièces bloquées
sk-opt-blocked-loses-help = Si un camp qui n’a plus que des soldats bloqués perd.
sk-opt-blocked-loses-off = non
sk-opt-blocked-loses-on = il perd

## Sáhkku : la partie
sk-board-label = Le plateau de { $family }
sk-cell-active = { $n ->
    [one] un soldat actif de { $name }
   *[other] { $n } soldats actifs de { $name }
}
sk-cell-inactive = { $n ->
    [one] un soldat inactif de { $name }
   *[other] { $n } soldats inactifs de { $name }
}
sk-cell-queen = la reine de { $name }
sk-cell-king = le gonagas, libre
sk-cell-king-of = le gonagas de { $name }
sk-cell-homeward = sur le chemin du retour
sk-cell-target = une ligne où vous pouvez aller
sk-seat-count = { $n ->
    [one] { $n } soldat
   *[other] { $n } soldats
}, { $lost } perdus
sk-status-opening = { $name } lance pour savoir qui commence
sk-status-throw = À { $name } de lancer
sk-status-rerolls = { $name } : garder le lancer ou relancer un X
sk-status-move = À { $name } de jouer
sk-throw = Lancer les dés
sk-throw-opening = Lancer un dé
sk-computer-thinking = { $name } joue…
sk-computer-stalled = Le joueur de l’ordinateur n’a pas pu être chargé (cet appareil est-il hors ligne ?). Rien de la partie n’est perdu.
sk-computer-ask-again = Réessayer
sk-master-unscored = Le jugement appris du maître n’a pas pu être chargé (cet appareil est-il hors ligne ?) : il joue pour l’instant avec son jugement fait main.
sk-dice = Dés
sk-die-label = Dé { $n } : { $face }, { $state }
sk-die-unused = à jouer
sk-die-used = joué
sk-die-burnt = perdu
sk-die-rerolled = relancé
sk-moves = Vos coups
sk-keep = Garder ce lancer
sk-reroll-die = Relancer le dé { $n }
sk-reroll-all = Relancer les trois
sk-capture-king = capturer le gonagas
sk-undo-move = Annuler le dernier coup
sk-undo-turn = Annuler mon dernier tour
sk-show-path = Montrer le parcours
sk-path-of = Parcours de { $name }
sk-log = Coups joués
sk-replay = Revoir
sk-replay-at = Coup { $n } sur { $total }
sk-replay-start = Début
sk-replay-back = Reculer
sk-replay-forward = Avancer
sk-replay-end = Fin
sk-replay-close = Fermer
sk-replay-from-start = Revoir depuis le début
sk-review-open = Analyser la partie
sk-review = Analyse de la partie
sk-review-reading = Lecture de la partie…
sk-review-broken = Cette partie ne peut pas être analysée : { $why }
sk-review-chart-title = Chances de gagner avant chaque tour.
sk-review-chart-reading = Les chances de { $name } selon l'évaluation de l'ordinateur : au plus haut { $high } avant le tour { $high-turn }, au plus bas { $low } avant le tour { $low-turn }.
sk-review-luck = Chance aux dés : { $points } points
sk-review-cost = Perdu par les décisions : { $points } points ({ $errors } décisions sur { $decisions })
sk-review-error-rate = Taux d’erreur : { $points } points par décision
sk-review-costliest = Les trois décisions les plus coûteuses
sk-review-none = Aucune décision n'a rien coûté.
sk-review-decision = Tour { $turn }, { $name } : { $points } points perdus
sk-review-played = Joué : { $moves }
sk-review-better = Mieux : { $moves }
sk-review-explain = La chance d'un lancer, c'est ce qu'il a apporté aux chances de gagner par rapport au lancer moyen ; le coût d'une décision, ce qu'elle a perdu par rapport au meilleur coup. Les deux sont en points de chances de gagner, selon l'évaluation de l'ordinateur. Choisissez une décision pour la voir sur le plateau, le meilleur coup marqué. Le taux d’erreur est ce qu’une décision a perdu en moyenne, coups forcés exclus.
sk-review-learned = Ici, l’évaluation de l’ordinateur est celle avec laquelle joue le maître : un jugement qu’il a appris en jouant des milliers de parties contre lui-même.
sk-review-close = Fermer l'analyse
sk-review-deepen = Peser chaque décision comme le conseil ({ $time })
sk-review-deepen-help = Ci-dessus, chaque décision est pesée à un tour de profondeur. Le maître du conseil peut peser chacune plus profondément, au temps de réflexion choisi avant la partie, une décision après l’autre.
sk-review-weighing = Pesée de la décision { $done } sur { $total } comme le conseil…
sk-review-deep-failed = Les décisions n’ont pas pu être pesées à nouveau : les joueurs de l’ordinateur n’ont pas répondu (cet appareil est-il hors ligne ?). La revue ci-dessus reste ; réessayez.
sk-review-ranked = Chaque décision pesée comme le conseil la pèse ({ $time }) : un coup que le conseil aurait donné pour le meilleur ne cède rien.
sk-piece-soldier = soldat
sk-piece-king = gonagas
sk-piece-queen = reine
sk-ev-opening = { $name } lance { $faces }.
sk-ev-starts = { $name } a fait le X et commence.
sk-ev-thrown = { $name } lance { $faces }.
sk-ev-reroll = { $name } relance { $n ->
    [one] un dé
   *[other] { $n } dés
}.
sk-ev-rerolled = Le dé { $die } montre maintenant { $face }.
sk-ev-activated = { $name } réveille { $piece ->
    [reine] la reine
   *[other] le { $piece }
} en { $from } ; { $piece ->
    [reine] elle avance
   *[other] il avance
} en { $to }.
sk-ev-activated-flip = { $name } réveille { $piece ->
    [reine] la reine
   *[other] le { $piece }
} en { $from }.
sk-ev-moved = { $name } déplace { $piece ->
    [reine] la reine
   *[other] le { $piece }
} de { $from } à { $to } ({ $face }).
sk-ev-captured = { $name } capture { $n ->
    [one] une pièce
   *[other] { $n } pièces
} de { $victim } en { $cell }.
sk-ev-recruited = { $name } gagne le gonagas (en { $cell }).
sk-ev-blocks = { $name } bloque les soldats inactifs en { $cell }.
sk-ev-burnt = { $name } ne peut pas jouer { $faces } : perdu.
sk-ev-skipped = { $name } n’a aucun coup et passe son tour.
sk-ev-turn = À { $name } de jouer.
sk-wins = { $name } gagne : { $why }
sk-draw = Partie nulle : la limite de tours est atteinte.
sk-why-no-pieces = l’adversaire n’a plus de pièces.
sk-why-only-king = l’adversaire n’a plus que le gonagas, qui ne compte pas.
sk-why-queen = la reine adverse a été prise.
sk-why-king-captured = le gonagas adverse a été capturé.
sk-why-blocked = l’adversaire n’a plus que des pièces bloquées.
sk-illegal-game-over = La partie est finie.
sk-illegal-not-now = Ce n’est pas possible maintenant.
sk-illegal-bad-throw = Ce n’est pas un lancer de ces dés.
sk-illegal-no-such-die = Ce dé n’existe pas.
sk-illegal-die-used = Ce dé est déjà joué.
sk-illegal-die-order = Les dés se jouent dans l’ordre : d’abord le X, puis l’ordre de la famille.
sk-illegal-blank-die = Le Ø ne fait rien dans cette famille.
sk-illegal-needs-x = Seul un X réveille une pièce.
sk-illegal-no-reroll = Ce dé ne peut pas être relancé.
sk-illegal-no-such-piece = Vous n’avez là aucune pièce qui puisse bouger.
sk-illegal-activation-order = Les soldats se réveillent dans l’ordre : le plus proche de la sortie d’abord.
sk-illegal-blocked = Ce soldat est bloqué par un adversaire sur sa ligne ou devant lui.
sk-illegal-not-activated = Ce soldat n’est pas encore réveillé : il lui faut un X.
sk-illegal-wrong-distance = Le dé n’atteint pas cette ligne.
sk-illegal-not-your-king = Le gonagas n’est pas à vous.
sk-illegal-own-piece = Un de vos soldats est déjà sur cette ligne.
sk-illegal-with-inactive = Un soldat actif ne peut pas se tenir ici avec un inactif.
sk-illegal-overtakes = Un soldat ne peut pas dépasser l’un des siens.
sk-illegal-king-with-own = Le gonagas ne peut pas se tenir avec votre soldat ou votre reine.
sk-illegal-king-with-inactive = Le gonagas ne peut pas se tenir avec un soldat inactif adverse.
sk-illegal-queen-line = Un soldat ne s’arrête pas avec une reine, ni une reine avec un soldat inactif ou l’un des vôtres.
sk-illegal-cannot-recruit = Le gonagas ne peut pas être gagné : votre pièce est là où il avancerait.
sk-illegal-king-not-taken = Le gonagas se gagne en entrant dans la rangée adverse, pas en arrivant sur lui.
sk-illegal-no-king-capture = Seule la règle d’Ohcejot permet de capturer le gonagas.
sk-illegal-no-move-for-die = Aucune de vos pièces ne peut bouger avec ce dé maintenant.

## Sauvegardes
save-failed = Non enregistré : ce navigateur refuse le stockage (navigation privée, ou plein). La partie continue mais ne sera pas gardée.
save-damaged = Votre partie enregistrée n’a pas pu être ouverte : { $why } Elle a été mise de côté, intacte.
save-error-foreign = ce n’est pas une partie enregistrée par cette application (abîmée, ou venue d’ailleurs).
save-error-future = elle a été enregistrée par une version plus récente de l’application.
save-error-invalid = sa partie ne suit pas les règles. { $detail }
save-invalid-entry = L’entrée { $n } de son relevé, « { $entry } », ne peut pas être jouée. { $why }
save-invalid-seats = Places indiquées : { $seats } ; joueurs de la partie : { $players }.
save-invalid-player = Elle nomme un joueur que cette application ne connaît pas : « { $player } ».
save-invalid-player-count = Le Sampo se joue de 2 à 6 joueurs, pas { $n }.
save-invalid-start-seat = Elle n’a pas de place { $seat } pour commencer la partie.
save-invalid-game-over = La partie était déjà finie.
save-invalid-bad-roll = Ce n’est pas un jet d’un dé à six faces.
save-invalid-family = Elle nomme une famille que cette application ne connaît pas : « { $name } ».
save-invalid-rule = Elle nomme une règle maison que cette application ne connaît pas : « { $name } ».
save-invalid-rule-value = « { $value } » n’est pas une valeur de la règle maison « { $name } ».
save-invalid-rules-text = Ses règles maison sont illisibles : « { $text } ».
save-invalid-rules-impossible = Ses règles maison ne peuvent pas être jouées ensemble.
save-invalid-unreadable = Ce n’est ni un lancer ni un coup possible à ce moment-là.
save-invalid-not-the-dice = Ce n’est pas le lancer que donnent les dés de cette partie.
save-download = Télécharger la copie gardée
save-dismiss = Fermer

## Updates
update-ready = Une nouvelle version de l’application est prête. Votre partie est enregistrée.
update-reload = Recharger

## Saved games and replays
slots-title = Parties enregistrées
slots-save-as = Enregistrer sous…
slots-name-prompt = Nom de cette partie enregistrée :
slots-save-failed = La partie n’a pas pu être enregistrée : ce navigateur refuse le stockage (navigation privée, ou plein).
slots-finished = terminée
slots-turn = tour { $n }
slots-imported = Importée et vérifiée : { $name }
slots-import-refused = Ce fichier n’a pas été importé : { $why }
slots-import = Importer un fichier de partie…
slots-drop = ou déposez un fichier de partie sur cette page.
slots-none = Aucune partie enregistrée. En cours de partie, utilisez « Enregistrer sous… ».
slots-name = Nom
slots-game = Jeu
slots-progress = Avancement
slots-date = Enregistrée
slots-open = Ouvrir
slots-replay = Revoir
slots-rename = Renommer
slots-export = Exporter
slots-delete = Supprimer
slots-delete-confirm = Supprimer la partie enregistrée « { $name } » ? C’est définitif.
slots-autosaved-name = Partie en cours (gardée automatiquement)
replay-pause = Pause
replay-play-0 = Lire lentement
replay-play-1 = Lire
replay-play-2 = Lire vite
save-other-tab = Cette partie est aussi ouverte dans un autre onglet : cet onglet n’enregistre plus, pour qu’ils ne s’écrasent pas.

## Projector
projector = Projecteur
projector-keys = Mode projecteur : gros caractères et fort contraste (touche F)

## Keys help
keys-title = Touches
keys-space-key = Espace / Entrée
keys-space = lancer le dé (Sampo), lancer les dés (Sáhkku) ; pendant un déplacement, le finir
keys-dice-key = 1 2 3
keys-dice = choisir un dé (Sáhkku)
keys-keep-key = K
keys-keep = garder un lancer (Sáhkku)
keys-undo-key = U
keys-undo = annuler votre dernier coup (Sáhkku) ou reprendre le dernier lancer (Sampo)
keys-path-key = P
keys-path = montrer le parcours de chaque camp
keys-cells-key = Tab, ← ↑ → ↓, Entrée
keys-cells = passer d’un bouton ou d’une ligne du plateau à l’autre ; Entrée choisit une pièce, puis une ligne marquée
keys-projector-key = F
keys-projector = mode projecteur
keys-help-key = ? / Échap
keys-help = afficher / fermer cette aide

## Lab
home-lab-desc = Le Labo joue des milliers de parties en un instant et dessine ce qui s’y passe : la durée des parties, la place qui gagne, les cases où les dés envoient les pions.
lab-title = Labo
lab-intro = Choisissez un jeu et ses règles : l’ordinateur joue autant de parties que vous le demandez, avec des dés reproductibles. Les graphiques grandissent pendant les parties ; chacun dit en une phrase ce qu’il montre.
lab-loading = Ouverture du Labo…
lab-unavailable = Le Labo n’a pas pu être chargé (cet appareil est-il hors ligne ?). Le reste de l’application fonctionne ; réessayez une fois l’appareil en ligne.
lab-game = Jeu
lab-players = Joueurs
lab-games = Parties
lab-seed = Graine des dés
lab-seed-help = La même graine et les mêmes réglages donnent exactement les mêmes parties : une classe peut refaire une expérience, ou changer une seule règle et en voir l’effet.
lab-seat = Place { $n }
lab-compare = Comparer deux réglages côte à côte
lab-setting-a = Réglage A
lab-setting-b = Réglage B
lab-rules-default = les règles habituelles
lab-rules-changed = { $n ->
    [one] une règle changée
   *[other] { $n } règles changées
}
lab-run = Jouer les parties
lab-cancel = Arrêter
lab-error-seed = La graine des dés doit être un nombre entier, comme 1 ou 2026.
lab-progress = Avancement
lab-running = { $done } parties jouées sur { $target } · encore environ { $left } s
lab-finished = { $done } parties jouées en { $secs } s ({ $rate } parties par seconde).
lab-cancelled = Arrêté après { $done } parties sur { $target } : les graphiques montrent les parties jouées.
lab-failed = Arrêté après { $done } parties sur { $target } : les joueurs de l’ordinateur n’ont pas pu être chargés (cet appareil est-il hors ligne ?).
lab-results = Résultats
lab-chart-length-rounds = Durée des parties, en tours de table.
lab-chart-length-turns = Durée des parties, en tours.
lab-chart-wins = Victoires par place, avec intervalles de confiance à 95 %.
lab-chart-heat = Où les tours s’achèvent sur le parcours.
lab-chart-coins = Pièces déplacées par chaque case, par partie.
lab-chart-captures = Pièces prises par partie, selon le camp qui prend.
lab-chart-burnt = Part de chaque face, lancée pour jouer, qui a été brûlée.
lab-soldiers = soldats
lab-kings = gonagas
lab-queens = reines
lab-into-pot = vers le pot
lab-out-of-pot = hors du pot
lab-between-players = entre joueurs
lab-net-pot = solde du pot
lab-fair-share = chances égales : { $share }
lab-heat-cell = Case { $n } : { $share } des tours finissent ici
lab-read-none = Pas encore de parties.
lab-read-length-rounds = La moitié des parties se termine en { $median ->
    [one] un tour de table
   *[other] { $median } tours de table
} ou moins, neuf sur dix en { $p90 } ou moins, et la plus longue en a duré { $max }.
lab-read-length-turns = La moitié des parties se termine en { $median ->
    [one] un tour
   *[other] { $median } tours
} ou moins, neuf sur dix en { $p90 } ou moins, et la plus longue en a duré { $max }.
lab-read-wins-few = Trop peu de parties pour comparer les places : jouez-en davantage.
lab-read-wins-even = La place { $best } a gagné le plus souvent ({ $best-share }) et la place { $worst } le moins ({ $worst-share }), mais un tel écart vient du seul hasard : les places se valent ({ $fair } chacune).
lab-read-wins-uneven = La place { $best } a gagné le plus souvent ({ $best-share }) et la place { $worst } le moins ({ $worst-share }) ; le hasard seul donne rarement un écart aussi grand : la place compte.
lab-read-draws = { $n ->
    [one] Une partie a été arrêtée sur un nul.
   *[other] { $n } parties ont été arrêtées sur un nul.
}
lab-read-landings = Les tours finissent le plus souvent sur la case { $most } ({ $most-share }) et le moins souvent sur la case { $least } ({ $least-share }) ; si toutes les cases étaient aussi probables, chacune aurait { $even }.
lab-read-coins = La case { $into } remplit le plus le pot ({ $into-mean } pièces par partie) et la case { $out } le vide le plus ({ $out-mean } pièces par partie).
lab-read-captures = Une partie voit en moyenne { $mean } pièces prises : le camp un en prend { $one } et le camp deux { $two }.
lab-read-burnt-none = Aucun dé n’a été brûlé dans ces parties.
lab-read-burnt = { $face } est brûlé le plus souvent : { $share } des { $face } lancés pour jouer sont perdus ; { $least } le moins souvent ({ $least-share }).
lab-read-compare-same = Les parties durent à peu près autant avec les deux réglages (en moyenne { $a } avec A, { $b } avec B).
lab-read-compare-longer = Avec le réglage B, les parties sont en moyenne { $change } plus longues ({ $b } contre { $a }).
lab-read-compare-shorter = Avec le réglage B, les parties sont en moyenne { $change } plus courtes ({ $b } contre { $a }).

## Dice statistics
dice-title = Statistiques des dés
dice-expected = dé équilibré : { $share }
dice-read-few = { $n ->
    [one] Un seul lancer
   *[other] { $n } lancers
} pour l’instant : trop peu pour juger les dés ; il en faut environ { $need }.
dice-read-fair = { $n } lancers : les effectifs s’écartent de ceux d’un dé équilibré pas plus que le hasard ne les écarte (χ² = { $chi2 }, sous { $limit }).
dice-read-unlikely = { $n } lancers : un dé équilibré donne un écart aussi grand moins d’une fois sur 20 (χ² = { $chi2 }, au-dessus de { $limit }) ; continuez à compter, ou regardez les dés.

## Teacher controls
teacher-title = Contrôles de l’enseignant
teacher-step-on = pas à pas
teacher-step = Pas à pas : l’ordinateur attend N (ou Suivant) avant chaque action
teacher-next = Action suivante de l’ordinateur (N)
teacher-pace = Rythme de l’ordinateur
teacher-pace-slow = lent
teacher-pace-normal = normal
teacher-pace-fast = rapide
teacher-legal = Montrer les coups permis (liste et lignes marquées)
teacher-undo-roll = Reprendre le dernier lancer (U)
keys-next-key = N
keys-next = action suivante de l’ordinateur (contrôles de l’enseignant, pas à pas)

## Board as a list, typed moves
sk-list-title = Le plateau en liste
sk-row-home = rangée de départ de { $name }
sk-row-middle = rangée du milieu
sk-row-empty = Rien sur cette rangée.
sk-line = ligne { $n }
sk-type-label = Taper un coup
sk-type-play = Jouer
sk-type-help = Dans la notation de la liste des coups, par ex. X*a15-b15 ou III:b15-b12 ; « t » lance les dés ; espaces et majuscules ne comptent pas.
sk-type-unknown = « { $move } » n’est pas un coup possible ici. La liste des coups montre comment chacun s’écrit.

## Explaining a square (Sampo)
board-explain-here = Ici en ce moment : { $names }.
board-explain-empty = Aucun pion ici pour l’instant.
board-explain-close = Fermer
keys-squares-key = ← → Début Fin, Entrée
keys-squares = Sampo : parcourir les cases et lire l’histoire et l’effet d’une case

## Explaining a Sáhkku piece
sk-explain = Le { $piece } en { $cell } peut maintenant jouer : { $moves }. Cliquez une ligne marquée, ou tapez l’un de ces coups.

## Pages de règles
rules-title = Règles
rules-open = Règles
rules-family-open = Règles de cette famille
rules-close = Fermer (Échap)
rules-loading = Ouverture des règles…
rules-unavailable = Les règles n’ont pas pu être chargées (cet appareil est-il hors ligne ?). Le reste de l’application fonctionne ; réessayez une fois l’appareil en ligne.
rules-choose = Quelles règles lire
rules-contents = Sur cette page
rules-house-rules = Ce sont les règles de votre table, avec les règles maison qu’elle a changées.
rules-before-title = Avant :
rules-after-title = Après :
rules-before = { $name } lance { $faces } et joue { $move }.
rules-path-of = Le chemin des soldats de { $name }, depuis le début de la flèche.
rules-compare-title = Les familles côte à côte
rules-sk-start-title = Qui commence
rules-sk-start = { $first-player ->
    [most-x] Les deux joueurs lancent tous les dés ; celui qui obtient le plus de X commence, et en cas d’égalité on relance.
    [first-x-all] Les joueurs lancent tous les dés à tour de rôle jusqu’à ce qu’un lancer contienne un X. Ce joueur commence, et ce lancer est son premier tour.
    [first-x-all-then-throw] Les joueurs lancent tous les dés à tour de rôle jusqu’à ce qu’un lancer contienne un X. Ce joueur commence, et relance pour son premier tour.
   *[other] Les joueurs lancent un dé chacun à leur tour jusqu’à ce que l’un d’eux obtienne un X. Il commence et garde ce X pour son premier tour, où il doit réveiller un soldat.
} { $even-odds ->
    [on] Chances égales : les trois soldats de chaque camp les plus proches de la sortie commencent réveillés, là où ils sont, et le quatrième est le prochain à se réveiller.
   *[other] {""}
}
rules-sk-board-title = Le plateau et le chemin
rules-sk-board = Le plateau a trois rangées de { $len } { $cells ->
    [yes] cases
   *[no] lignes
} : la rangée de départ de chaque joueur, et la rangée du milieu entre elles. Au départ, chaque soldat est couché, inactif, sur sa rangée de départ{ $queens ->
    [on] , la reine de chaque camp attend sur une ligne marquée de la rangée du milieu,
   *[off] {""}
} et le gonagas, un roi qui n’appartient encore à personne, se tient sur la ligne marquée du centre. { $path ->
    [never-home] Les soldats parcourent leur rangée de départ, puis tournent sans fin dans la rangée du milieu et celle de l’adversaire : ils ne rentrent jamais.
    [miedut] Les soldats parcourent un huit : leur rangée de départ, la rangée du milieu, la rangée de l’adversaire, puis de nouveau la rangée du milieu. Le chemin du second joueur est inversé, si bien que les deux armées entrent dans la rangée du milieu par le même bout.
   *[other] Les soldats parcourent un huit, encore et encore : leur rangée de départ, la rangée du milieu, la rangée de l’adversaire, puis de nouveau la rangée du milieu.
}
rules-sk-dice-title = Les dés
rules-sk-dice = { $faces ->
    [x-i-ii-iii] On lance { $dice } dés, des bâtonnets à quatre faces marquées X, I, II et III : X et I avancent une pièce d’une ligne, II de deux, III de trois.
   *[other] On lance { $dice } dés, des bâtonnets à quatre faces marquées X, II, III et une face vierge, Ø : X avance une pièce d’une ligne, II de deux, III de trois, et Ø { $blank ->
        [0] pas du tout
       *[other] de quatre lignes
    }.
} { $order ->
    [strict] Les dés s’utilisent dans un ordre fixe : X d’abord, puis { $faces ->
        [x-i-ii-iii] I, II et III
       *[other] III, II et Ø
    }.
   *[other] Les dés s’utilisent dans n’importe quel ordre.
} Chaque dé fait avancer une pièce ; un dé qu’aucune pièce ne peut utiliser est brûlé.
rules-sk-waking-title = Réveiller les soldats
rules-sk-waking = Un soldat inactif ne peut pas bouger. { $activation ->
    [flip] Un dé qui montre X retourne un jeton inactif là où il est : il est actif à partir de ce moment.
    [to-middle] Un dé qui montre X réveille un soldat, qui passe directement dans la rangée du milieu.
   *[other] Un dé qui montre X réveille un soldat : il se redresse et avance d’une ligne sur son chemin.
} { $activation-order ->
    [strict] Les soldats se réveillent dans l’ordre, le plus proche de la sortie de la rangée de départ d’abord.
   *[other] N’importe quel soldat inactif peut être réveillé.
}
rules-sk-lines-title = Avancer et partager une ligne
rules-sk-lines = Une pièce active avance d’exactement autant de lignes que son dé l’indique, le long de son chemin. Quelles pièces peuvent partager une ligne, et si un soldat peut dépasser les siens, cela change d’une famille à l’autre :
rules-sk-capture-title = Capturer
rules-sk-capture = Une pièce qui termine son déplacement sur une ligne occupée par des pièces ennemies les capture toutes, et elles quittent le plateau. { $capture-inactive ->
    [on] Les soldats inactifs sont capturés eux aussi.
   *[other] Seules les pièces actives sont capturées ; un soldat inactif ne peut pas être pris.
}
rules-sk-blocking-title = Bloquer
rules-sk-blocking = Un soldat qui termine son déplacement sur un soldat ennemi inactif se place dessus et le bloque : ce soldat, et ceux qui sont derrière lui dans sa rangée, ne peuvent pas se réveiller tant que le bloqueur n’est pas reparti.
rules-sk-king-title = Le gonagas
rules-sk-king = { $king-recruit ->
    [step-forward] Un soldat qui termine son déplacement sur la ligne du gonagas le gagne pour son camp, et le gonagas avance aussitôt d’une ligne sur le chemin de son nouveau camp.
    [enemy-home-row] Un soldat qui entre dans la rangée de départ de l’adversaire gagne le gonagas pour son camp, où qu’il soit ; aucun soldat ne peut s’arrêter sur sa ligne.
    [land-or-centre] Un soldat qui termine son déplacement sur la ligne du gonagas, ou sur la ligne du centre laissée vide, le gagne pour son camp.
    [home-row-then-land] Le gonagas n’appartient à personne, et aucune pièce ne peut s’arrêter sur sa ligne, jusqu’à ce qu’un soldat entre le premier dans la rangée de départ adverse : ce soldat le gagne pour son camp, où qu’il soit. Ensuite, un soldat ou une reine ennemis qui terminent leur déplacement sur sa ligne le prennent et partagent sa ligne ; le gonagas n’est jamais capturé.
   *[other] Un soldat qui termine son déplacement sur la ligne du gonagas le gagne pour son camp.
} Dès lors il joue pour ce camp, jusqu’à ce que l’autre camp le reprenne.
rules-sk-queen-title = Les reines
rules-sk-queen = Chaque camp a une reine, qui commence inactive sur la ligne marquée de la rangée du milieu la plus proche de la sortie de son camp. Un X la réveille avec un pas vers une ligne libre ; { $any-direction ->
    [track] réveillée, elle se déplace comme le gonagas : en avant ou en arrière le long de son chemin, ou tout droit d’une rangée à l’autre, d’exactement autant de lignes que le dé l’indique{ $middle-row-pass ->
        [own] {""} ; sur la rangée du milieu, elle continue sur le passage où elle se trouve : celui par lequel elle est venue ou, si elle y est passée en travers, celui qui suit la rangée qu’elle a quittée
       *[other] {""} ; depuis une ligne du milieu, elle peut continuer sur l’un ou l’autre passage de son chemin
    }
   *[other] réveillée, elle se déplace dans toutes les directions
}. { $soldier-takes-queen ->
    [off] Une reine ou le gonagas (jamais un soldat)
   *[on] Une pièce
} qui termine son déplacement sur une reine ennemie réveillée la capture, et son camp perd aussitôt.
rules-sk-win-title = Gagner
rules-sk-win = Pour gagner : { $how }. Une partie qui atteint { $turns } tours est nulle.
rules-sampo-goal-title = Le voyage
rules-sampo-goal = Chaque joueur fait naviguer un pion sur les 40 cases de l’histoire du Kalevala, de la première case jusqu’à la case 40, chez soi avec le Sampo.
rules-sampo-turn-title = Un tour
rules-sampo-turn = Le plus jeune commence, et l’on joue à tour de rôle autour de la table. Lancez le dé, avancez votre pion d’autant de cases, puis faites ce que dit la case où vous vous arrêtez : payer ou recevoir des pièces, avancer ou reculer, ou attendre. Ci-dessous, trois joueurs ont lancé une fois chacun :
rules-sampo-coins-title = Les pièces et la caisse
rules-sampo-coins = Chacun reçoit 15 pièces et en met 5 dans la caisse commune : chacun commence donc avec 10. Les cases font payer la caisse, y prendre, ou payer les autres joueurs ; le premier arrivé à la case 23 prend la moitié de la caisse.
rules-sampo-holds-title = Attendre
rules-sampo-holds = Certaines cases retiennent votre pion : vous passez un ou plusieurs tours, ou il vous faut un nombre précis pour repartir (cases 22, 24, 33 à 35 et 38). Sur les cases 33 à 35, un autre joueur qui arrive vous libère.
rules-sampo-end-title = La fin
rules-sampo-end = Le premier joueur arrivé à la case 40 gagne et prend ce qui reste dans la caisse. Un lancer qui dépasserait 40 se compte en reculant depuis la case 40, sauf si les règles maison demandent un lancer exact.
rules-sampo-squares-title = Les 40 cases
rules-sampo-square-story = Case et histoire
rules-sampo-square-effect = Ce qu’elle fait

## Tutoriel
tutorial-open = Apprendre à jouer
tutorial-title = Apprendre à jouer
tutorial-step = étape { $n } sur { $of }
tutorial-end = Terminer la leçon
tutorial-rules = Lire les règles
tutorial-computer = Ordinateur
tutorial-sampo-first-roll = Vous êtes le joueur 1, au départ. Chacun navigue de la case 1 à la case 40, et le premier arrivé gagne. Lancez le dé : appuyez sur « Lancer le dé », ou sur Espace.
tutorial-sampo-square = Vous êtes sur la case { $n }, « { $title } ». Chaque case a une histoire et une consigne : { $effect } Le récit les lit à voix haute. Quand ce sera de nouveau votre tour, relancez.
tutorial-sampo-coins = Les pièces : chacun a commencé avec 10, et la caisse garde ce que les joueurs y versent. La liste montre les pièces de chacun, et un petit nombre montre ce qui vient de changer. Relancez.
tutorial-sampo-explain = Certaines cases vous retiennent : vous passez des tours, ou il vous faut un nombre précis pour repartir. Pour lire une case, cliquez dessus, ou parcourez le plateau avec les flèches et appuyez sur Entrée. Relancez.
tutorial-sampo-done = Vous savez tout l’essentiel. Continuez jusqu’à la case 40, ou lisez les règles pour chaque détail.
tutorial-sk-opening = D’abord, qui commence : chacun lance un dé à son tour, et le premier qui obtient un X commence. Appuyez sur « Lancer un dé », ou sur Espace.
tutorial-sk-throw = À vous : lancez les dés. Appuyez sur « Lancer les dés », ou sur Espace.
tutorial-sk-reroll = Vous avez obtenu un X, qui peut être relancé : choisissez ce dé et relancez-le, ou gardez le lancer (K).
tutorial-sk-wake = Vous avez un X. Vos soldats dorment sur votre rangée de départ (rangée a), et seul un X en réveille un. Cliquez sur un soldat, puis sur la ligne marquée où il va, ou choisissez le coup dans la liste.
tutorial-sk-move = Chaque dé fait avancer une pièce éveillée d’autant de lignes qu’il indique. Cliquez sur un de vos soldats debout, puis sur une ligne marquée, ou choisissez le coup dans la liste.
tutorial-sk-wait = { $name } joue. Regardez le plateau : la ligne pointillée montre le dernier coup.
tutorial-sk-captured = Capture ! Finir un déplacement sur des pièces ennemies les retire du plateau.
tutorial-sk-lost = { $name } a capturé de vos pièces. Arrêtez-vous sur les siennes pour riposter.
tutorial-sk-burnt = Un dé qu’aucune pièce ne pouvait utiliser a brûlé : il est perdu pour ce tour.
tutorial-sk-done = Vous connaissez l’essentiel : réveiller avec X, avancer avec les dés, capturer en s’arrêtant sur l’ennemi. Les règles disent le reste : le gonagas, et comment gagner.
ask-cancel = Annuler
ask-save = Enregistrer

# Partager une partie par lien et code QR (issue 18)
share-open = Partager
share-title = Partager cette partie
share-what-game = La partie où elle en est
share-what-position = Cette position, en question : « Que joueriez-vous ici ? »
share-qr = Code QR du lien
share-note = La partie voyage dans le lien lui-même : qui l’ouvre en reçoit une copie sur son propre appareil.
share-link = Lien
share-copy = Copier le lien
share-copied = Le lien est copié.
share-copy-failed = Ce navigateur n’a pas permis de copier le lien : sélectionnez-le et copiez-le vous-même.
share-native = Partager…
share-close = Fermer
shared-title = Une partie partagée
shared-question = Que joueriez-vous ici ?
shared-sampo = Sampo, avec { $names }. Lancers jusqu’ici : { $rolls }.
shared-sahkku = Sáhkku ({ $family }) : { $one } contre { $two }. Coups jusqu’ici : { $moves }.
shared-over = Cette partie est terminée.
shared-play = Continuer la partie d’ici
shared-position = Ouvrir la position
shared-watch = Revoir depuis le premier coup
shared-home = Retour à l’accueil
shared-note = Continuée ici, la partie n’est qu’à vous : l’autre appareil garde sa propre copie. Une partie que vous aviez en cours est gardée dans les parties enregistrées.
shared-resume = Revenir à votre partie
link-error = Ce lien n’ouvre rien : { $why }
link-error-foreign = ce n’est pas un lien vers une partie de Sampo & Sáhkku.
link-error-damaged = il est abîmé ou coupé. Redemandez-le, ou copiez le lien en entier.
link-error-future = il a été fait par une version plus récente de l’application. Rechargez l’application pour la mettre à jour.
link-error-invalid = sa partie ne suit pas les règles. { $detail }
share-page-title = Partager cette page
share-page-note = Le lien ouvre cette page, dans cette langue, sur l’autre appareil.
share-lesson-title = Partager cette leçon
share-lesson-note = Le lien commence la même leçon, dans cette langue, sur l’autre appareil.
share-lab-title = Partager ce réglage
share-lab-note = Le lien ouvre le Labo avec ce réglage : « Jouer les parties » rejoue les mêmes parties (la graine les décide).
lab-shared = Un réglage partagé : « Jouer les parties » rejoue les mêmes parties.

## Play by link (issue 18)
kind-link = Un ami, par lien
sk-seat-two-link = joue les pyramides entaillées (claires), depuis la rangée c, sur son propre appareil : vous vous envoyez un lien après chaque tour
link-slot-name = Sáhkku par lien avec { $name }
link-status-waiting = En attente du lien de { $name }
link-invite-title = Inviter { $name }
link-invite-note = Envoyez cette invitation à { $name }. Sa réponse revient sous forme de lien : ouvrez-le sur cet appareil et la partie commence.
link-answer-title = Envoyez votre réponse à { $name }
link-send-title = Votre tour est joué : envoyez-le à { $name }
link-wait-note = Le prochain tour de { $name } reviendra sous forme de lien : ouvrez-le sur cet appareil. En attendant, la partie est gardée dans les parties enregistrées.
link-last-title = La partie est finie : envoyez le dernier lien à { $name }
link-last-note = Avec lui, { $name } voit aussi la fin de la partie.
link-send = Envoyer le lien…
link-send-dialog = Envoyer le lien
link-send-dialog-note = Copiez-le dans un message, utilisez le partage de votre appareil, ou faites lire le code à l’autre joueur. Seule la partie de l’autre appareil peut l’ouvrir.
link-invited-title = { $host } vous invite à jouer au Sáhkku
link-invited-summary = { $family } : { $host } joue le camp 1, vous jouez le camp 2 sous le nom de { $guest }. Après chaque tour, vous vous envoyez un lien.
link-accept = Accepter et répondre
link-dice-note = Les deux appareils lancent les dés ensemble : aucun joueur ne peut les voir à l’avance ni les choisir, et rouvrir un lien ne relance rien. La partie est gardée dans les parties enregistrées.
link-turn-unknown = c’est un tour d’une partie par lien qui n’est pas sur cet appareil. Ouvrez-le sur l’appareil où vous jouez cette partie.
link-turn-order = il ne suit pas le dernier tour que cet appareil connaît. Ouvrez le lien le plus récent que vous avez reçu.
link-turn-dice = ses dés ne sont pas ceux auxquels son expéditeur s’était engagé : il a été modifié en route. Redemandez-le.
link-turn-length = son tour est coupé ou trop long : il a été modifié en route. Redemandez-le.
link-turn-move = le coup { $n } n’y est pas permis : le lien a été modifié en route. Redemandez-le.
link-slot-name-sampo = Sampo par lien avec { $name }
link-invited-title-sampo = { $host } vous invite à jouer au Sampo
link-invited-summary-sampo = Deux joueurs : { $host } lance pour la première place, vous pour la seconde sous le nom de { $guest }. Après chaque tour, vous vous envoyez un lien.
link-your-turn = À vous de jouer
link-watch = Revoir le tour de { $name }

# The computer's hint (src/app/sahkku/hint.rs)
sk-hint-ask = Indice (H)
sk-hint-title = L'indice de l'ordinateur
sk-hint-weighing = Le maître pèse toutes les façons de jouer ce lancer…
sk-hint-unloaded = Pas d'indice : les joueurs de l'ordinateur n'ont pas pu être chargés. La partie continue.
sk-hint-chance = { $chance } de gagner
sk-hint-gives = cède { $points } points
sk-hint-yours = Ce que vous avez joué de ce tour cède { $points } points par rapport au meilleur.
sk-hint-of = Les meilleures des { $n } façons de jouer ce lancer, selon le maître ; la meilleure est marquée sur le plateau.
sk-hint-shallow = (pas pesé aussi profondément)
sk-hint-kept = Si vous gardez ce lancer, les meilleurs tours :
sk-hint-rerolls = Garder le lancer ou relancer : chaque choix est pesé par le meilleur tour qu’il laisse. Le choix du maître vient en premier, et un dé qu’il relancerait est marqué.
teacher-hints = Proposer les indices de l'ordinateur (H)
setup-hints = Indices de l'ordinateur
setup-hints-help = Le joueur au trait peut appuyer sur H (ou Indice) pour voir les meilleurs tours du maître et ce que son propre coup cède. L'analyse compte les indices utilisés. Les parties par lien n'en ont pas.
sk-review-hints = Indices utilisés : { $n }
sk-review-hinted = Un indice a été utilisé ici.
keys-hint-key = H
keys-hint = l'indice de l'ordinateur pour votre tour de Sáhkku
keys-analyse-key = A
keys-analyse = l'analyse de la position de Sáhkku (dans un rejeu, ou dans une partie entre personnes, indices permis)
shared-question-answer = Ouvrez la position et décidez-vous ; puis Indice (H) montre la réponse de l’ordinateur : ses meilleurs tours, et ce que le vôtre cède.
## Les problèmes (src/app/puzzles)
pz-title = Problèmes
pz-loading = Ouverture des problèmes…
pz-unavailable = Les problèmes n’ont pas pu être chargés (cet appareil est-il hors ligne ?). Le reste de l’application fonctionne ; réessayez une fois l’appareil en ligne.
pz-fetching = Chargement des problèmes de cette famille…
pz-file-unavailable = Les problèmes de cette famille n’ont pas pu être chargés (cet appareil est-il hors ligne ?). Une famille dont les problèmes ont été ouverts une fois se joue hors ligne.
pz-damaged = Le fichier de problèmes de cette famille est arrivé abîmé : ce n’est pas celui que livre cette version de l’application. Votre classement n’a pas changé. Réessayez ; s’il reste abîmé, rechargez l’application.
pz-try-again = Réessayer
pz-none = Aucun problème de cette famille n’a pu être mis en place sur cet appareil.
pz-rating = Classement aux problèmes { $rating }
pz-streak = Série { $n } (record { $best })
pz-solved = Résolus { $solved } sur { $tried } tentés
pz-task = { $name } joue : trouvez le meilleur tour pour ce lancer.
pz-about = Problème classé { $rating } · tours possibles : { $n }
pz-missing = Le problème partagé n’est pas parmi ceux de cette version : en voici un autre de la même famille.
pz-take-back = Reprendre (U)
pz-reveal = Montrer la réponse (R)
pz-next = Problème suivant (N)
pz-right = Juste : c’est le meilleur tour.
pz-wrong = Pas le meilleur tour : le vôtre cède { $points } points de chance de gagner.
pz-revealed = La réponse, montrée (sans effet sur le classement).
pz-yours = Le vôtre : cède { $points } points, rang { $rank } dans le classement du maître.
pz-show-best = Montrer le meilleur tour
pz-show-yours = Montrer votre tour
pz-marked-best = Le plateau marque le meilleur tour : les pièces qu’il déplace et où elles vont.
pz-marked-yours = Le plateau marque votre tour : les pièces que vous avez déplacées et où elles sont allées.
pz-share-title = Partager ce problème
pz-share-note = Le problème voyage dans le lien lui-même : qui l’ouvre le tente sur son propre appareil.
## Positions set up by hand (lessons/words.rs: setup_error_text)
save-invalid-start-text = Sa position de départ ne peut pas être lue : « { $token } ».
save-invalid-start = Sa position de départ est impossible. { $why }
sk-impossible-too-many = Le joueur { $side } a plus de soldats que les { $max } avec lesquels un camp commence.
sk-impossible-off-path = Un soldat du joueur { $side } se trouve au-delà de la fin de son chemin.
sk-impossible-asleep-off-home = Un soldat endormi du joueur { $side } se trouve en { $cell }, hors de sa rangée : un soldat ne dort que là où il commence.
sk-impossible-no-queens = Cette famille se joue sans reines.
sk-impossible-queen-asleep = La reine endormie du joueur { $side } se trouve en { $cell }, hors de sa marque : une reine ne dort que là où elle commence.
sk-impossible-off-board = Une pièce est hors du plateau.
sk-impossible-king-off-path = Le gonagas recruté est hors du chemin de son maître.
sk-impossible-no-king = Dans cette famille, le gonagas est toujours sur le plateau.
sk-impossible-crowded = Deux pièces se trouvent en { $cell }, où les règles ne laissent s’arrêter que l’une d’elles.
sk-impossible-lost = Le joueur { $side } n’a plus rien pour jouer : la partie serait finie.
## The position editor (src/app/editor)
ed-title = Composer une position
ed-loading = Ouverture de l’éditeur de position…
ed-unavailable = L’éditeur de position n’a pas pu être chargé (cet appareil est-il hors ligne ?). Le reste de l’application fonctionne ; réessayez une fois l’appareil en ligne.
ed-tools = Placer sur le plateau
ed-soldier-awake = Soldat du joueur { $side }, éveillé
ed-soldier-asleep = Soldat du joueur { $side }, endormi
ed-queen-awake = Reine du joueur { $side }, éveillée
ed-queen-asleep = Reine du joueur { $side }, endormie
ed-king-free = Gonagas, libre
ed-king-of = Gonagas du joueur { $side }
ed-take = Retirer une pièce
ed-homeward = Sur la rangée du milieu, sur le chemin du retour
ed-start = Le départ de la famille
ed-clear = Vider le plateau
ed-to-play = Lance ensuite
ed-throw = Le lancer (si vous voulez)
ed-die = Dé { $n }
ed-valid = Une position que les règles peuvent atteindre : le maître peut peser chaque façon de jouer ce lancer.
ed-valid-throw = Une position que les règles peuvent atteindre. Analysez-la pour les chances de chaque camp avant le lancer, ou choisissez un lancer pour que le maître en pèse les tours.
ed-no-turn = { $name } ne peut pas jouer ce lancer : aucune pièce ne peut bouger avec, le tour passe donc. { $other } lance ensuite.
ed-impossible = Cette position ne peut pas être jouée.
ed-throw-unfinished = Choisissez une face pour chaque dé, ou aucune.
ed-analyse = Analyser
ed-outlook-title = Avant le lancer
ed-outlook-weighing = Pesée de chaque lancer possible…
ed-outlook-chance = { $name } : { $chance } de gagner
ed-outlook-help = Les lancers qui aident le plus { $name }
ed-outlook-hurt = Les lancers qui nuisent le plus à { $name }
ed-outlook-throw = Lancer
ed-outlook-to-win = Gagner
ed-outlook-luck = Chance (points)
ed-outlook-comes = Sort
ed-outlook-pick = Choisir ce lancer et peser ses tours
ed-outlook-note = Chaque lancer est pesé comme la revue pèse la chance d’un lancer : la meilleure façon de le jouer, selon le score du maître. Choisissez un lancer pour voir ses tours.
sk-analyse = Analyser cette position (A)
ed-share-title = Partager cette position
ed-share-note = La position voyage dans le lien lui-même : qui l’ouvre la retrouve dans l’éditeur, à analyser sur son propre appareil.
