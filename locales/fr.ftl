## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Des jeux de plateau nordiques traditionnels, pour jouer ensemble devant un écran.
home-sampo-title = Sampo
home-sampo-desc = Le jeu de course du Kalevala. Naviguez avec les héros jusqu’à Pohjola, emportez le Sampo et ramenez-le chez vous. De 2 à 6 joueurs, un dé, des pièces et une caisse commune.
home-play-sampo = Jouer au Sampo
home-language = Langue
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
setup-default-name = Joueur { $n }
setup-starts = Qui commence ?
setup-starts-help = La règle ancienne dit que le plus jeune commence : choisissez qui c’est.
setup-rules = Règles maison
setup-rules-help = Les anciennes règles laissent des points ouverts. Chaque choix ci-dessous retient une lecture ; la première est la nôtre par défaut.
setup-rules-reset = Revenir aux règles par défaut
setup-start = Commencer la partie
setup-back = Retour
setup-error-name = Chaque joueur doit avoir un nom.

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
kind-symbol-pay = paie
kind-symbol-receive = reçoit
kind-symbol-move = déplace
kind-symbol-wait = attente
kind-symbol-escape = lancer pour sortir
kind-symbol-gathering = rassemblement
kind-symbol-home = arrivée

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
