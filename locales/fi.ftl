## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Perinteisiä pohjoisia lautapelejä, kaikille saman ruudun ääressä.
home-sampo-title = Sampo
home-sampo-desc = Kalevalan kilpapeli. Purjehdi sankarien kanssa Pohjolaan, ota Sampo ja tuo se kotiin. 2–6 pelaajaa, yksi noppa, kolikoita ja yhteinen potti.
home-play-sampo = Pelaa Sampoa
home-language = Kieli
home-sound = Äänet
home-keys = Näppäimet: sarkain siirtää säätimestä toiseen, välilyönti tai Enter heittää noppaa.

## Set-up
setup-title = Uusi Sampo-peli
setup-players = Pelaajat
setup-add-player = Lisää pelaaja
setup-remove-player = Poista { $name }
setup-name = Nimi
setup-colour = Väri
setup-kind = Pelaa
kind-human = Ihminen
kind-computer = Tietokone
sampo-computer-help = Tietokoneen paikka heittää itse. Sampossa noppa ratkaisee jokaisen siirron eikä mitään jää valittavaksi, joten tietokoneelle ei ole tasoja (Sáhkussa niitä on neljä).
setup-default-name = Pelaaja { $n }
setup-starts = Kuka aloittaa?
setup-starts-help = Vanhojen sääntöjen mukaan nuorin pelaaja aloittaa: valitse, kuka se on.
setup-rules = Kotisäännöt
setup-rules-help = Vanhat sääntölehtiset jättävät joitakin kohtia avoimiksi. Kukin valinta alla on yksi tulkinta; ensimmäinen on oletuksemme.
setup-rules-reset = Palauta oletukset
setup-start = Aloita peli
setup-back = Takaisin
setup-error-name = Jokainen pelaaja tarvitsee nimen.
setup-error-same-name = Toisella pelaajalla on jo tämä nimi: anna kullekin oma.
setup-error-same-colour = Toisella pelaajalla on jo tämä väri: valitse toinen.

colour-red = Punainen
colour-blue = Sininen
colour-green = Vihreä
colour-gold = Kulta
colour-purple = Violetti
colour-orange = Oranssi

## Board
board-start = Lähtö
board-pot = Potti
board-round = Kierros { $n }
board-turn = Vuorossa { $name }
board-roll = Heitä noppaa
board-roll-keys = välilyönti tai Enter
board-computer-rolls = { $name } heittää…
board-coins = { $n ->
    [one] 1 kolikko
   *[other] { $n } kolikkoa
}
board-narration = Mitä tapahtui
board-quit = Poistu pelistä
board-quit-confirm = Poistutaanko pelistä? Sen tilanne menetetään.
board-quit-confirm-saved = Poistutaanko pelistä? Se on tallessa tallennetuissa peleissäsi.
board-die = Nopassa on { $n }.
board-square = Ruutu { $n }: { $title }
status-miss = { $n ->
    [one] jää vuoron välistä
   *[other] jää { $n } vuoroa välistä
}
status-trapped = tarvitsee luvun { $need } ({ $n ->
    [one] 1 heitto jäljellä
   *[other] { $n } heittoa jäljellä
})
status-test = tarvitsee luvun { $need }
status-gathering = odottaa ruudussa 23
status-home = kotona, sija { $n }
status-rescuable = juuri palautettu alkuun

## Narration of what happened
ev-rolled = { $name } heittää { $roll }.
ev-walked = { $name } siirtyy ruutuun { $to }.
ev-bounced = { $name } menee 40:n yli ja laskee takaisin ruutuun { $to }.
ev-overshot = { $name } tarvitsee tarkan heiton päästäkseen kotiin ja jää paikalleen.
ev-jumped = { $name } siirretään ruutuun { $to }.
ev-sent-home = { $name } palaa lähtöön.
ev-pay-pot = { $name } maksaa pottiin { $n ->
    [one] 1 kolikon
   *[other] { $n } kolikkoa
}.
ev-receive-pot = { $name } ottaa potista { $n ->
    [one] 1 kolikon
   *[other] { $n } kolikkoa
}.
ev-pay-player = { $name } maksaa { $n ->
    [one] 1 kolikon
   *[other] { $n } kolikkoa
} pelaajalle { $other }.
ev-short = (Maksettavaa oli { $due }.)
ev-miss = { $name } jää { $n ->
    [one] vuoron
   *[other] { $n } vuoroa
} välistä.
ev-skipped = { $name } jää tämän vuoron välistä.
ev-skipped-gathering = { $name } odottaa muita ruudussa 23.
ev-trapped = { $name } on kiinni täällä { $n ->
    [one] 1 heiton ajan
   *[other] { $n } heiton ajan
}, ellei tule { $need }.
ev-escape-failed = Ei lukua { $need }: { $name } jää. { $n ->
    [0] Se oli viimeinen odotusheitto.
    [one] 1 odotusheitto jäljellä.
   *[other] { $n } odotusheittoa jäljellä.
}
ev-escaped = { $name } heittää tarvittavan luvun { $need } ja pääsee vapaaksi!
ev-released = { $name } on odottanut tarpeeksi ja jatkaa seuraavalla vuorolla.
ev-freed = { $by } saapuu ja vapauttaa pelaajan { $name }.
ev-rescued = { $helper } nostaa pelaajan { $name } veneeseen ruudussa 10.
ev-test-failed = { $name } tarvitsi toisen luvun: { $roll } ei kelpaa.
ev-gathering-opened = { $name } ehtii kanteleen luo ensimmäisenä ja ottaa puolet potista! Nyt kaikki kokoontuvat ruutuun 23.
ev-gathering-complete = Kaikki ovat koolla kanteleen ympärillä: matka jatkuu.
ev-bonus = { $name } heittää toisen kerran.
ev-bonus-lost = { $name } ei voi käyttää toista heittoa.
ev-finished = { $name } on kotona! Sija { $place }.
ev-turn = { $name }, sinun heittosi.
ev-turn-computer = { $name } heittää seuraavaksi.

## Winner screen
winner-title = { $name } tuo Sammon kotiin!
winner-place = Sija
winner-player = Pelaaja
winner-coins = Kolikot
winner-square = Ruutu
winner-length = Peli kesti { $rounds ->
    [one] 1 kierroksen
   *[other] { $rounds } kierrosta
} ja { $rolls ->
    [one] 1 heiton
   *[other] { $rolls } heittoa
}.
winner-again = Pelaa uudelleen samoilla pelaajilla
winner-home = Takaisin alkusivulle

## House rules: label, choices, and one line on what each changes
rule-chained-effects = Ruudut, joihin sinut siirretään
rule-chained-effects-off = Vain ruutu, johon heitit, vaikuttaa
rule-chained-effects-on = Myös ruutu, johon sinut siirretään, vaikuttaa
rule-chained-effects-help = Kun ruutu lähettää sinut muualle (13:sta 9:ään, 16:sta 17:ään…), päteekö myös uuden ruudun ohje?
rule-rescue = Veneeseen ruudussa 10
rule-rescue-on-arrival = Kun joku tulee ruutuun 10
rule-rescue-also-waiting = Myös kun joku jo seisoo ruudussa 10
rule-rescue-help = Ruudun 6 seireenien alkuun palauttama pelaaja nostetaan ruutuun 10 siellä olevan auttajan luo; hän maksaa 2 pottiin ja 3 auttajalle.
rule-gathering = Kantele (23)
rule-gathering-all-wait = Kaikki odottavat, kunnes kaikki ovat koolla
rule-gathering-first-waits = Vain ensimmäinen saapuja odottaa
rule-gathering-help = Ensimmäinen ruutuun 23 ehtivä ottaa puolet potista ja odottaa siellä, kunnes kaikki ovat tulleet.
rule-sailing = Purjehdus Pohjolaan (24)
rule-sailing-until-two = Jää, kunnes heität 2
rule-sailing-one-try = Yksi yritys, sitten eteenpäin tavalliseen tapaan
rule-sailing-help = Ruudusta 24 vain heitto 2 vie eteenpäin ruutuun 26; muut heitot eivät kelpaa.
rule-halves = Parittomien määrien puolikkaat
rule-halves-down = Pyöristä alas
rule-halves-up = Pyöristä ylös
rule-halves-help = Puolet potista ruudussa 23 ja puolet kolikoistasi ruudussa 31.
rule-overshoot = Heitto yli 40:n
rule-overshoot-bounce = Laske takaisin 40:stä
rule-overshoot-stay = Tarvitaan tarkka heitto (paitsi ruudusta 39)
rule-overshoot-help = Ruutu 39 käskee laskemaan ylimenevät silmät takaisin; tämä soveltaa samaa muihinkin ruutuihin tai vaatii tarkan heiton.
rule-bounce = Takaisin laskeminen
rule-bounce-from-home = 40:stä
rule-bounce-from-here = Omasta ruudusta
rule-bounce-help = Mistä ylimenevät silmät lasketaan takaisin.
rule-money = Liian vähän kolikoita
rule-money-pay-what-you-have = Maksa mitä sinulla on
rule-money-debt = Mene velkaan
rule-money-help = Mitä tapahtuu, kun pelaajan pitää maksaa enemmän kuin hänellä on.
rule-finish = Pelin loppu
rule-finish-first-home = Ensimmäinen kotiin ehtinyt voittaa, peli päättyy
rule-finish-places = Jatka toisesta ja kolmannesta sijasta
rule-finish-help = Ensimmäinen kotiin ehtinyt saa potin; muut voivat pelata sijoista.

## The 40 squares: title, story, effect
square-0-title = Lähtö
square-1-title = Kosinta
square-1-story = Matka alkaa kosinnasta kaukana pohjoisessa.
square-1-effect = Mitään ei tapahdu.
square-2-title = Miekkojen takominen
square-2-story = Seppä takoo miekkoja matkaa varten.
square-2-effect = Maksa pottiin 1 kolikko.
square-3-title = Oma miekkasi
square-3-story = Miekkasi on valmis, ja sepälle on maksettava.
square-3-effect = Maksa pottiin 2 kolikkoa.
square-4-title = Hevonen ja vene
square-4-story = Saat hevosen kiinni niityltä, mutta paluumatkalla huomaat veneen rannassa.
square-4-effect = Mene ruutuun 5 ja jää vuoro välistä.
square-5-title = Rannalla
square-5-story = Pysähdyt rannalle.
square-5-effect = Jää vuoro välistä.
square-6-title = Seireenit
square-6-story = Seireenit laulavat, ja unohdat, minne olit menossa.
square-6-effect = Maksa 1 kolikko ja palaa lähtöön.
square-7-title = Airoissa
square-7-story = Miehistö on uupunut; tartut airoihin ja vene liukuu matkaan.
square-7-effect = Siirry ruutuun 11.
square-8-title = Avovesi
square-8-story = Tämä ruutu puuttuu kummastakin vanhasta sääntölehtisestä: tyyntä vettä, mitään ei tapahdu.
square-8-effect = Mitään ei tapahdu.
square-9-title = Ruutu yhdeksän
square-9-story = Rahastonhoitaja pyytää kolikkoa.
square-9-effect = Maksa pottiin 1 kolikko.
square-10-title = Mies otetaan veneeseen
square-10-story = Vedät uimarin veneeseen.
square-10-effect = Ruudusta 6 juuri alkuun palautettu pelaaja tulee tähän ja maksaa 2 kolikkoa pottiin ja 3 sinulle.
square-11-title = Pyhäkosken kuohut
square-11-story = Väinämöinen ohjaa veneen alas Pyhäkosken.
square-11-effect = Jos tulet tänne kuutosella (ruudusta 5), heitto lasketaan kahdesti: jatka ruutuun 17 ja maksa pottiin 1 kolikko.
square-12-title = Hauki
square-12-story = Vene ajaa jättiläishaukeen.
square-12-effect = Jää vuoro välistä.
square-13-title = Veteen
square-13-story = Vedät miekan haukea vastaan ja putoat yli laidan; vain jalkasi näkyvät.
square-13-effect = Palaa ruutuun 9.
square-14-title = Pelastettu
square-14-story = Sinut kalastetaan vedestä.
square-14-effect = Maksa seuraavalle pelaajalle 2 kolikkoa pelastuksesta.
square-15-title = Hirviön lyönti
square-15-story = Lyöt hirviötä miekallasi.
square-15-effect = Jää vuoro välistä.
square-16-title = Hauki veneessä
square-16-story = Hauki nostetaan veneeseen.
square-16-effect = Siirry ruutuun 17.
square-17-title = Saalis
square-17-story = Miehistö lepää saaliin jälkeen.
square-17-effect = Jää vuoro välistä, ellet tullut tänne kuutosella.
square-18-title = Kantele tehdään
square-18-story = Hauen leukaluusta rakennat kanteleen.
square-18-effect = Siirry ruutuun 23.
square-19-title = Kukaan ei osaa soittaa
square-19-story = Vanhat ja nuoret kokeilevat kannelta, eikä kukaan osaa soittaa sitä.
square-19-effect = Palaa ruutuun 17.
square-20-title = Kerskuja
square-20-story = Väität olevasi kanteleen mestari, ja epäonnistut.
square-20-effect = Palaa ruutuun 17 ja maksa pottiin 9 kolikkoa.
square-21-title = Vanhus uunin päällä
square-21-story = Soittosi herättää uunin päällä makaavan vanhuksen, joka lähettää sinut kauas pois.
square-21-effect = Palaa ruutuun 17 ja maksa pottiin 1 kolikko.
square-22-title = Askeleen päässä kanteleesta
square-22-story = Kantele on käden ulottuvilla.
square-22-effect = Seuraavan heittosi on oltava 1, jotta pääset ruutuun 23; mikä tahansa muu heitto vie takaisin ruutuun 17.
square-23-title = Kantele oikeissa käsissä
square-23-story = Väinämöinen soittaa, ja koko kansa kuuntelee lumoutuneena.
square-23-effect = Ensimmäinen saapuja ottaa puolet potista. Kaikki odottavat täällä, kunnes kaikki ovat saapuneet; sitten matka jatkuu.
square-24-title = Purjehdus Pohjolaan
square-24-story = Sankarit purjehtivat pohjoiseen Pohjolaan.
square-24-effect = Vain heitto 2 vie sinut ruutuun 26; muut heitot eivät kelpaa.
square-25-title = Saapuminen Pohjolaan
square-25-story = Vene vedetään Pohjolan rannalle.
square-25-effect = Ota potista 3 kolikkoa.
square-26-title = Sampoa pyytämässä
square-26-story = Pohjolan emäntä kieltäytyy antamasta Sampoa ja uhkaa sodalla.
square-26-effect = Maksa pottiin 2 kolikkoa.
square-27-title = Pohjola lauletaan uneen
square-27-story = Laulat Pohjolan väen uneen kanteleella; se vie aikansa.
square-27-effect = Jää vuoro välistä ja ota 1 kolikko jokaiselta muulta pelaajalta.
square-28-title = Vaskivuori
square-28-story = Sankarit menevät vaskivuoren sisään etsimään Sampoa.
square-28-effect = Jää vuoro välistä, ja heitä sitten kahdesti peräkkäin.
square-29-title = Sampo kaivetaan esiin
square-29-story = Pohjolan härällä ja auralla irrotat Sammon juuret ja kannat sen veneeseen.
square-29-effect = Ota potista 3 kolikkoa.
square-30-title = Lähtö Pohjolasta
square-30-story = Sankarit lähtevät Pohjolasta ja kutsuvat luonnonvoimat avuksi.
square-30-effect = Ota 1 kolikko jokaiselta muulta pelaajalta ja siirry ruutuun 33, jossa odotat yhden heiton, ellei se ole kuutonen.
square-31-title = Kurki
square-31-story = Laulat liian aikaisin, ja säikähtänyt kurki lentää huutaen kohti Pohjolaa.
square-31-effect = Anna puolet kolikoistasi pottiin.
square-32-title = Takaa-ajo alkaa
square-32-story = Kurki herättää Pohjolan; sen emäntä varustaa laivan varkaiden perään.
square-32-effect = Mene ruutuun 37 ja maksa pottiin 2 kolikkoa.
square-33-title = Sumu
square-33-story = Sumu laskeutuu, kunnes halkaiset sen miekallasi.
square-33-effect = Odota kaksi heittoa, ellet heitä kuutosta. Tänne saapuva pelaaja vapauttaa sinut.
square-34-title = Iku-Turso
square-34-story = Iku-Turso nousee syvyydestä; heität sen takaisin korvista.
square-34-effect = Odota kaksi heittoa, ellet heitä viitosta. Tänne saapuva pelaaja vapauttaa sinut.
square-35-title = Myrsky
square-35-story = Hirveä myrsky on vähällä repiä veneen kappaleiksi.
square-35-effect = Odota kolme heittoa, ellet heitä nelosta. Tänne saapuva pelaaja vapauttaa sinut.
square-36-title = Tähystäjä
square-36-story = Maston huipusta näet Pohjolan laivan kaukana.
square-36-effect = Ota potista 3 kolikkoa.
square-37-title = Kari
square-37-story = Nostat merestä karin, ja Pohjolan laiva hajoaa siihen.
square-37-effect = Ota 1 kolikko jokaiselta muulta pelaajalta.
square-38-title = Kotka
square-38-story = Pohjolan emäntä kotkana tarttuu Sampoon; airosi iskee sen kynsiin, ja Sampo putoaa mereen.
square-38-effect = Odota kaksi heittoa, ellet heitä kakkosta, joka vie sinut kotiin.
square-39-title = Kotka lentää kotiin
square-39-story = Taistelu on ohi; kotka lentää takaisin Pohjolaan.
square-39-effect = Ykkönen vie sinut kotiin; suurempi heitto lasketaan 40:stä takaisin ylimenevien silmien verran.
square-40-title = Koti
square-40-story = Olet kotona Sammon kanssa.
square-40-effect = Voitat ja saat koko potin.

## Sáhkku: home and set-up
home-sahkku-title = Sáhkku
home-sahkku-desc = Saamelainen kahden pelaajan taistelu- ja kilpapeli. Heitä sauvanoppia, herätä sotilaasi, kiidätä ne kahdeksikon ympäri ja lyö vastustajan sotilaita. Venäläisen lähteen jokainen sääntöperhe, ystävää tai tietokonetta vastaan.
home-play-sahkku = Pelaa Sáhkkua
sk-setup-title = Uusi Sáhkku-peli
sk-family = Sääntöperhe
sk-variant-navuon-raisa = Návuon · Ráisa
sk-variant-navuon-raisa-desc = Läntinen perhe, lähellä tanskalaista ja norjalaista daldøsia: 13 neliöruutua, 12 sotilasta, kaksi noppaa, joissa X, I, II, III, käytetään tiukassa järjestyksessä. Nappulat eivät koskaan palaa kotiin.
sk-variant-navuon-maze = Návuon · Máze
sk-variant-navuon-maze-desc = Návuon niin kuin sitä pelataan Mázessa: sama lauta ja nappulat (”isoisät” ja ”isoäidit”), mutta nopat saa käyttää missä järjestyksessä tahansa.
sk-variant-gavkevuotna = Gávkevuotna
sk-variant-gavkevuotna-desc = Pohjoinen perhe, joka on säilynyt katkeamatta: 15 viivaa, kolme noppaa, joissa Ø siirtää neljä, noppien järjestys vapaa, sotilaat eivät saa ohittaa toisiaan, ja gonagas astuu eteenpäin värvättäessä ja lasketaan voittoon.
sk-variant-gavkevuotna-miedut = Gávkevuotna · Miedut
sk-variant-gavkevuotna-miedut-desc = Gávkevuotna peilatulla reitillä: toinen pelaaja lähtee toiseen suuntaan, joten molemmat armeijat tulevat keskiriville samasta päästä.
sk-variant-gavkevuotna-ohcejot = Gávkevuotna · Ohcejot
sk-variant-gavkevuotna-ohcejot-desc = Gávkevuotna Ohcejoen (Utsjoen) gonagasilla: kun pysähdyt vastustajan gonagasin kohdalle, voit värvätä sen tai lyödä sen, mikä päättää pelin.
sk-variant-lagesvuon = Lágesvuon
sk-variant-lagesvuon-desc = Itäinen perhe, alkuperäisin: passiivisia sotilaita ei voi lyödä mutta ne voi saartaa, gonagas liikkuu mihin suuntaan tahansa, ja kummallakin puolella on kuningatar — jos menetät sen, häviät pelin.
sk-variant-unjarga = Unjárga
sk-variant-unjarga-desc = Unjárgasta (Uuniemi): sotilaat heräävät suoraan keskiriville, gonagas voitetaan menemällä vastustajan kotiriville, ja pelaajat sopivat, onko Ø 0 vai 4.
sk-variant-luujavr = Luujávr
sk-variant-luujavr-desc = Lähteen tekijöiden omat säännöt, Lujavriin mukaan nimettyinä: litteät kaksipuoliset nappulat käännetään herätessä, peilattu reitti, saartaminen ja gonagas, joka voitetaan sen viivalla tai tyhjässä keskustassa.
sk-variant-vuonnamarkan = Vuonnamárkan — maailmancup
sk-variant-vuonnamarkan-desc = Lágesvuon Unjárgan gonagasilla, niin kuin sitä pelataan sáhkun maailmancupissa Unjárgassa (Vuonnamárkan): mikään nappula ei saa pysähtyä viivalle, jolla on passiivinen nappula, gonagas liittyy ensimmäiseen armeijaan, joka tulee vastustajan kotiriville, ja vaihtaa sitten puolta, kun vastustaja pysähtyy sen viivalle, ja gonagas ja kuningattaret kulkevat reittiä pitkin tai suoraan rivien yli.
sk-compare = Vertaa perheitä
sk-family-navuon-raisa = Návuon
sk-family-gavkevuotna = Gávkevuotna
sk-family-lagesvuon = Lágesvuon
sk-family-unjarga = Unjárga
sk-family-luujavr = Luujávr
sk-family-vuonnamarkan = Vuonnamárkan
sk-cmp-board = Lauta
sk-cmp-pieces = Nappulat kummallakin
sk-cmp-dice = Nopat
sk-cmp-order = Noppien järjestys
sk-cmp-activation = Sotilaan herättäminen
sk-cmp-captures = Lyönnit
sk-cmp-king = Gonagas
sk-cmp-queens = Kuningattaret
sk-cmp-win = Miten voitetaan
sk-cmp-queen = kuningatar
sk-cmp-captures-all = aktiiviset ja passiiviset nappulat
sk-cmp-captures-block = vain aktiiviset; passiiviset saarretaan
sk-cmp-captures-active = vain aktiiviset nappulat
sk-cmp-captures-untouchable = vain aktiiviset; mikään ei pysähdy passiivisen viivalle
sk-cmp-start = Kuka aloittaa
sk-cmp-win-soldiers = lyö kaikki vastustajan sotilaat (gonagasia ei lasketa)
sk-cmp-win-all-pieces = lyö jokainen vastustajan nappula, myös gonagas
sk-cmp-win-queen = tai lyö vastustajan kuningatar
sk-cmp-win-blocked = tai jätä vastustajalle vain saarrettuja nappuloita
sk-default-name-1 = Pelaaja 1
sk-default-name-2 = Pelaaja 2
sk-seat-one = pelaa sileillä pyramideilla (tummat), riviltä a
sk-seat-two = pelaa lovetuilla pyramideilla (vaaleat), riviltä c
sk-level-random = Tietokone: aloittelija
sk-level-greedy = Tietokone: nopea
sk-level-expert = Tietokone: asiantuntija
sk-level-master = Tietokone: mestari
sk-think = Mestarin miettimisaika
sk-think-quick = lyhyt (0,2 s vuorossa)
sk-think-normal = tavallinen (1 s vuorossa)
sk-think-long = pitkä (3 s vuorossa)
sk-think-help = Kuinka kauan mestari pelaa peliä eteenpäin ennen jokaista vuoroaan; tallennetaan tälle laitteelle. Tietokoneella lyhytkin aika riittää; puhelin näkee sekunnissa vähemmän, joten siinä lyhyt aika heikentää peliä ja pitkä auttaa.
sk-starts-first-x = Kuka aloittaa: kumpikin heittää vuorotellen yhtä noppaa, kunnes joku saa X:n.
sk-starts-most-x = Kuka aloittaa: molemmat heittävät kaikki nopat; eniten X:iä saanut aloittaa.
sk-starts-first-x-all = Kuka aloittaa: kumpikin heittää vuorotellen kaikki nopat; ensimmäinen X:n heittäjä aloittaa sillä heitolla.
sk-starts-first-x-all-then-throw = Kuka aloittaa: kumpikin heittää vuorotellen kaikki nopat; ensimmäinen X:n heittäjä aloittaa ja heittää uudelleen ensimmäistä vuoroaan varten.
sk-rules-help = Perheen jokaista sääntöä voi muuttaa. Jokainen rivi kertoo, mitä se muuttaa; muutetut säännöt on merkitty.
sk-reset-rules = Palauta perheen säännöt
sk-impossible = Näitä sääntöjä ei voi pelata yhdessä.
sk-group-board = Lauta ja nappulat
sk-group-dice = Nopat
sk-group-activation = Sotilaiden herättäminen
sk-group-path = Reitti
sk-group-lines = Samalla viivalla
sk-group-captures = Lyönnit
sk-group-king = Gonagas
sk-group-queens = Kuningattaret
sk-group-start = Kuka aloittaa
sk-group-win = Voittaminen
sk-opt-board = Lauta
sk-opt-board-help = Návuonin 13 neliöruutua tai 15 viivaa riviä kohden.
sk-opt-board-13 = 3 × 13 ruutua
sk-opt-board-15 = 3 × 15 viivaa
sk-opt-soldiers = Sotilaat kummallakin
sk-opt-soldiers-help = 12 sotilasta jättää kotirivin lähtöruudun tyhjäksi (Návuon).
sk-opt-soldiers-12 = 12 sotilasta
sk-opt-soldiers-15 = 15 sotilasta
sk-opt-dice = Nopat
sk-opt-dice-help = Montako sauvanoppaa heitetään.
sk-opt-dice-2 = 2 noppaa
sk-opt-dice-3 = 3 noppaa
sk-opt-faces = Tahkot
sk-opt-faces-help = Kunkin nopan neljä tahkoa.
sk-opt-faces-x-i-ii-iii = X, I, II, III
sk-opt-faces-x-iii-ii-blank = X, III, II, Ø
sk-opt-blank = Ø:n arvo
sk-opt-blank-help = Tyhjä tahko ei siirrä mitään tai siirtää neljä viivaa.
sk-opt-blank-0 = ei mitään
sk-opt-blank-4 = 4 viivaa
sk-opt-x-reroll = X:n uusintaheitto
sk-opt-x-reroll-help = Ennen siirtoa X:ää näyttävän nopan saa heittää uudelleen.
sk-opt-x-reroll-off = ei
sk-opt-x-reroll-once = kerran noppaa kohden
sk-opt-x-reroll-repeat = niin kauan kuin se näyttää X:ää
sk-opt-xxx-reroll = X-X-X
sk-opt-xxx-reroll-help = Kolme X:ää saa heittää uudelleen kaikki yhdessä.
sk-opt-xxx-reroll-off = ei
sk-opt-xxx-reroll-on = kyllä
sk-opt-order = Noppien järjestys
sk-opt-order-help = Tiukka: ensin X, sitten perheen järjestys; arvo, jota ei voi käyttää, menetetään sen jälkeisten kanssa.
sk-opt-order-free = vapaa järjestys
sk-opt-order-strict = tiukka järjestys
sk-opt-activation-order = Mikä sotilas herää
sk-opt-activation-order-help = Mikä tahansa passiivinen sotilas tai tiukasti ensin lähintä uloskäyntiä oleva.
sk-opt-activation-order-free = mikä tahansa
sk-opt-activation-order-strict = jonon ensimmäinen
sk-opt-activation = Herääminen
sk-opt-activation-help = Mitä X tekee sotilaan kääntämisen lisäksi.
sk-opt-activation-step = käänny ja astu eteenpäin
sk-opt-activation-to-middle = käänny ja siirry keskiriville
sk-opt-activation-flip = käännä paikallaan
sk-opt-path = Reitti
sk-opt-path-help = Kahdeksikko, Návuonin reitti, joka ei koskaan palaa kotiin, tai peilattu Miedut-reitti.
sk-opt-path-base = kahdeksikko, vastakkain
sk-opt-path-never-home = ei koskaan takaisin kotiin
sk-opt-path-miedut = peilattu (Miedut)
sk-opt-own-stacking = Omat sotilaat yhdessä
sk-opt-own-stacking-help = Saavatko pelaajan aktiiviset sotilaat olla samalla viivalla.
sk-opt-own-stacking-off = ei sallittu
sk-opt-own-stacking-on = sallittu
sk-opt-no-overtaking = Omien sotilaiden ohittaminen
sk-opt-no-overtaking-help = Saako sotilas ohittaa oman sotilaan.
sk-opt-no-overtaking-off = sallittu
sk-opt-no-overtaking-on = kielletty
sk-opt-active-with-inactive = Aktiivinen passiivisen kanssa
sk-opt-active-with-inactive-help = Saako aktiivinen sotilas seistä samalla viivalla passiivisen kanssa.
sk-opt-active-with-inactive-off = ei sallittu
sk-opt-active-with-inactive-on = sallittu
sk-opt-capture-inactive = Passiivisten sotilaiden lyönti
sk-opt-capture-inactive-help = Voiko vielä kotona olevan sotilaan lyödä.
sk-opt-capture-inactive-off = ei
sk-opt-capture-inactive-on = kyllä
sk-opt-blocking = Saartaminen
sk-opt-blocking-help = Vastustajan passiivisen sotilaan päällä oleva sotilas saartaa sen ja kaikki sen takana olevat.
sk-opt-blocking-off = ei
sk-opt-blocking-on = kyllä
sk-opt-king-recruit = Gonagasin voittaminen
sk-opt-king-recruit-help = Miten gonagas vaihtaa puolta.
sk-opt-king-recruit-land = päätä siirto sen viivalle
sk-opt-king-recruit-step-forward = päätä sen viivalle; se astuu eteenpäin
sk-opt-king-recruit-enemy-home-row = mene vastustajan kotiriville
sk-opt-king-recruit-land-or-centre = sen viiva tai tyhjä keskusta
sk-opt-king-recruit-home-row-then-land = ensin vastustajan kotiriville, sitten sen viivalle
sk-opt-king-moves = Gonagasin liike
sk-opt-king-moves-help = Eteenpäin kuin sotilas tai mihin suuntaan tahansa.
sk-opt-king-moves-path = eteenpäin kuin sotilas
sk-opt-king-moves-any-direction = mihin suuntaan tahansa
sk-opt-king-moves-luujavr = X mihin tahansa, II ja III rivin suuntaan
sk-opt-king-with-own = Gonagas omien sotilaiden kanssa
sk-opt-king-with-own-help = Saako gonagas seistä omistajansa sotilaiden kanssa.
sk-opt-king-with-own-off = ei sallittu
sk-opt-king-with-own-on = sallittu
sk-opt-king-with-enemy-inactive = Gonagas vastustajan passiivisten päällä
sk-opt-king-with-enemy-inactive-help = Saako gonagas seistä samalla viivalla vastustajan passiivisen sotilaan kanssa.
sk-opt-king-with-enemy-inactive-off = ei sallittu
sk-opt-king-with-enemy-inactive-on = sallittu
sk-opt-king-counts = Gonagas lasketaan
sk-opt-king-counts-help = Täytyykö myös gonagas lyödä voittaakseen.
sk-opt-king-counts-off = ei
sk-opt-king-counts-on = kyllä
sk-opt-ohcejot = Gonagasin lyönti (Ohcejot)
sk-opt-ohcejot-help = Kun pelaaja pysähtyy vastustajan gonagasin kohdalle, hän voi lyödä sen värväämisen sijaan.
sk-opt-ohcejot-off = ei sallittu
sk-opt-ohcejot-wins = sallittu, ja se voittaa
sk-opt-ohcejot-removes = sallittu, peli jatkuu
sk-opt-queens = Kuningattaret
sk-opt-queens-help = Kummallakin puolella on kuningatar merkityllä viivalla; sen menettäjä häviää pelin.
sk-opt-queens-off = ei
sk-opt-queens-on = kyllä
sk-opt-soldier-takes-queen = Sotilaat ja kuningattaret
sk-opt-soldier-takes-queen-help = Lágesvuonin lähde sanoo kumpaakin; valitse tulkinta.
sk-opt-soldier-takes-queen-off = sotilas ei pysähdy kuningattaren viivalle
sk-opt-soldier-takes-queen-on = sotilas saa lyödä hereillä olevan kuningattaren
sk-opt-any-direction = Liike mihin suuntaan tahansa
sk-opt-any-direction-help = Miten gonagas ja kuningattaret liikkuvat.
sk-opt-any-direction-straight = suoraan
sk-opt-any-direction-turning = saa kääntyä
sk-opt-any-direction-track = reittiä pitkin tai suoraan rivien yli
sk-opt-middle-row-pass = Keskirivi reittiä pitkin
sk-opt-middle-row-pass-help = Reitti kulkee keskirivin kahdesti, mennessä ja palatessa: saako kuningatar tai gonagas keskirivin viivalta jatkaa kumpaakin kulkua vai vain sitä, jolla se on?
sk-opt-middle-row-pass-both = kumpikin kulku
sk-opt-middle-row-pass-own = kulku, jolla se on
sk-opt-first-player = Kuka aloittaa
sk-opt-first-player-help = Yksi noppa kummallekin, kunnes tulee X, eniten X:iä kaikkien noppien heitossa, tai kaikki nopat vuorotellen, kunnes tulee X (se heitto pelataan tai se vain ratkaisee aloittajan).
sk-opt-first-player-first-x = ensimmäinen X
sk-opt-first-player-most-x = eniten X:iä
sk-opt-first-player-first-x-all = ensimmäinen X, kaikki nopat
sk-opt-first-player-first-x-all-then-throw = ensimmäinen X, kaikki nopat, sitten uusi heitto
sk-opt-even-odds = Tasaväkinen alku
sk-opt-even-odds-help = Kunkin uloskäynnin lähimmät kolme sotilasta aloittavat hereillä paikallaan.
sk-opt-even-odds-off = ei
sk-opt-even-odds-on = kolme hereillä
sk-opt-blocked-loses = Vain saarrettuja nappuloita
sk-opt-blocked-loses-help = Häviääkö puoli, jolle jää vain saarrettuja sotilaita.
sk-opt-blocked-loses-off = ei
sk-opt-blocked-loses-on = häviää

## Sáhkku: playing
sk-board-label = { $family }-lauta
sk-cell-active = { $n ->
    [one] pelaajan { $name } aktiivinen sotilas
   *[other] { $n } pelaajan { $name } aktiivista sotilasta
}
sk-cell-inactive = { $n ->
    [one] pelaajan { $name } passiivinen sotilas
   *[other] { $n } pelaajan { $name } passiivista sotilasta
}
sk-cell-queen = pelaajan { $name } kuningatar
sk-cell-king = gonagas, vapaana
sk-cell-king-of = pelaajan { $name } gonagas
sk-cell-homeward = paluumatkalla
sk-cell-target = viiva, jolle voit siirtyä
sk-seat-count = { $n ->
    [one] 1 sotilas
   *[other] { $n } sotilasta
}, { $lost } menetetty
sk-status-opening = { $name } heittää aloitusvuorosta
sk-status-throw = Vuorossa heittää { $name }
sk-status-rerolls = { $name }: pidä heitto tai heitä X uudelleen
sk-status-move = Vuorossa siirtää { $name }
sk-throw = Heitä nopat
sk-throw-opening = Heitä yksi noppa
sk-computer-thinking = { $name } pelaa…
sk-computer-stalled = Tietokonepelaajaa ei voitu ladata (onko laite ilman verkkoyhteyttä?). Pelistä ei ole kadonnut mitään.
sk-computer-ask-again = Yritä uudelleen
sk-master-unscored = Mestarin opittua arviota ei voitu ladata (onko laite ilman verkkoyhteyttä?), joten se pelaa toistaiseksi käsin tehdyllä arviolla.
sk-dice = Nopat
sk-die-label = Noppa { $n }: { $face }, { $state }
sk-die-unused = käyttämätön
sk-die-used = käytetty
sk-die-burnt = menetetty
sk-die-rerolled = heitetty uudelleen
sk-moves = Siirtosi
sk-keep = Pidä tämä heitto
sk-reroll-die = Heitä noppa { $n } uudelleen
sk-reroll-all = Heitä kaikki kolme uudelleen
sk-capture-king = lyö gonagas
sk-undo-move = Peru viimeinen siirto
sk-undo-turn = Peru viimeinen vuoroni
sk-show-path = Näytä reitti
sk-path-of = Pelaajan { $name } reitti
sk-log = Siirrot tähän asti
sk-replay = Uusinta
sk-replay-at = Siirto { $n } / { $total }
sk-replay-start = Alku
sk-replay-back = Taakse
sk-replay-forward = Eteen
sk-replay-end = Loppu
sk-replay-close = Sulje uusinta
sk-replay-from-start = Katso uusinta alusta
sk-review-open = Arvioi peli
sk-review = Pelin arvio
sk-review-reading = Luetaan peliä…
sk-review-broken = Tätä peliä ei voi arvioida: { $why }
sk-review-chart-title = Voiton mahdollisuus ennen jokaista vuoroa.
sk-review-chart-reading = Pelaajan { $name } mahdollisuus tietokoneen arvion mukaan: suurin { $high } ennen vuoroa { $high-turn }, pienin { $low } ennen vuoroa { $low-turn }.
sk-review-luck = Heittojen onni: { $points } pistettä
sk-review-cost = Päätöksissä menetetty: { $points } pistettä (virheitä { $errors }, päätöksiä { $decisions })
sk-review-error-rate = Virhetaso: { $points } pistettä päätöstä kohden
sk-review-costliest = Kolme kalleinta päätöstä
sk-review-none = Yksikään päätös ei menettänyt mitään.
sk-review-decision = Vuoro { $turn }, { $name }: menetti { $points } pistettä
sk-review-played = Pelattu: { $moves }
sk-review-better = Parempi: { $moves }
sk-review-explain = Heiton onni on se voiton mahdollisuus, jonka heitto toi keskimääräiseen heittoon verrattuna; päätöksen hinta on mahdollisuus, jonka se menetti parhaaseen siirtoon verrattuna. Molemmat ovat voiton mahdollisuuden prosenttiyksiköitä tietokoneen arvion mukaan. Valitse päätös nähdäksesi sen laudalla parempi siirto merkittynä. Virhetaso on se, minkä päätös keskimäärin menetti; pakotettuja siirtoja ei lasketa.
sk-review-learned = Tässä tietokoneen arvio on sama, jolla mestari pelaa: arvio, jonka se oppi pelaamalla tuhansia pelejä itseään vastaan.
sk-review-close = Sulje arvio
sk-review-deepen = Punnitse jokainen päätös kuten vihje ({ $time })
sk-review-deepen-help = Yllä jokainen päätös on punnittu yhden vuoron syvyydeltä. Vihjeen mestari voi punnita kunkin syvemmin asetuksissa valitulla miettimisajalla, päätös kerrallaan.
sk-review-weighing = Punnitaan päätöstä { $done } / { $total } kuten vihje…
sk-review-deep-failed = Päätöksiä ei voitu punnita uudelleen: tietokonepelaajat eivät vastanneet (onko laite ilman verkkoyhteyttä?). Yllä oleva katsaus pysyy; yritä uudelleen.
sk-review-ranked = Jokainen päätös punnittu kuten vihje sen punnitsee ({ $time }): siirto, jonka vihje olisi nimennyt parhaaksi, ei menetä mitään.
sk-piece-soldier = sotilas
sk-piece-king = gonagas
sk-piece-queen = kuningatar
sk-ev-opening = { $name } heittää { $faces }.
sk-ev-starts = { $name } heitti X:n ja aloittaa.
sk-ev-thrown = { $name } heittää { $faces }.
sk-ev-reroll = { $name } heittää uudelleen { $n ->
    [one] yhden nopan
   *[other] { $n } noppaa
}.
sk-ev-rerolled = Nopassa { $die } on nyt { $face }.
sk-ev-activated = { $name } herättää nappulan ({ $piece }) kohdassa { $from }; se astuu kohtaan { $to }.
sk-ev-activated-flip = { $name } herättää nappulan ({ $piece }) kohdassa { $from }.
sk-ev-moved = { $name } siirtää nappulaa ({ $piece }) kohdasta { $from } kohtaan { $to } ({ $face }).
sk-ev-captured = { $name } lyö pelaajalta { $victim } { $n ->
    [one] nappulan ({ $piece })
   *[other] { $n } nappulaa
} kohdassa { $cell }.
sk-ev-recruited = { $name } voittaa gonagasin (kohdassa { $cell }).
sk-ev-blocks = { $name } saartaa passiiviset sotilaat kohdassa { $cell }.
sk-ev-burnt = { $name } ei voi käyttää heittoa { $faces }: menetetty.
sk-ev-skipped = { $name } ei voi siirtää ja menettää vuoron.
sk-ev-turn = Vuorossa { $name }.
sk-wins = { $name } voittaa: { $why }
sk-draw = Tasapeli: peli saavutti vuororajansa.
sk-why-no-pieces = vastustajalla ei ole nappuloita jäljellä.
sk-why-only-king = vastustajalla on jäljellä vain gonagas, jota ei lasketa.
sk-why-queen = vastustajan kuningatar lyötiin.
sk-why-king-captured = vastustajan gonagas lyötiin.
sk-why-blocked = vastustajalla on jäljellä vain saarrettuja nappuloita.
sk-illegal-game-over = Peli on päättynyt.
sk-illegal-not-now = Se ei ole nyt mahdollista.
sk-illegal-bad-throw = Se ei ole näiden noppien heitto.
sk-illegal-no-such-die = Sellaista noppaa ei ole.
sk-illegal-die-used = Se noppa on jo käytetty.
sk-illegal-die-order = Nopat on käytettävä järjestyksessä: ensin X, sitten perheen järjestys.
sk-illegal-blank-die = Ø ei siirrä mitään tässä perheessä.
sk-illegal-needs-x = Vain X herättää nappulan.
sk-illegal-no-reroll = Sitä noppaa ei voi heittää uudelleen.
sk-illegal-no-such-piece = Sinulla ei ole siinä nappulaa, joka voisi liikkua.
sk-illegal-activation-order = Sotilaat heräävät järjestyksessä: ensin lähinnä uloskäyntiä oleva.
sk-illegal-blocked = Tämä sotilas on saarrettu: vastustaja on sen viivalla tai sen edessä.
sk-illegal-not-activated = Tämä sotilas ei ole vielä hereillä: se tarvitsee X:n.
sk-illegal-wrong-distance = Noppa ei ulotu sille viivalle.
sk-illegal-not-your-king = Gonagas ei ole sinun.
sk-illegal-own-piece = Oma sotilaasi on jo sillä viivalla.
sk-illegal-with-inactive = Aktiivinen sotilas ei saa seistä täällä passiivisen kanssa.
sk-illegal-overtakes = Sotilas ei saa ohittaa omaa sotilastaan.
sk-illegal-king-with-own = Gonagas ei saa seistä sotilaasi tai kuningattaresi kanssa.
sk-illegal-king-with-inactive = Gonagas ei saa seistä vastustajan passiivisen sotilaan kanssa.
sk-illegal-queen-line = Sotilas ei saa pysähtyä kuningattaren kanssa, eikä kuningatar passiivisen tai oman sotilaan kanssa.
sk-illegal-cannot-recruit = Gonagasia ei voi voittaa: oma nappulasi on siellä, minne se astuisi.
sk-illegal-king-not-taken = Gonagas voitetaan menemällä vastustajan kotiriville, ei pysähtymällä sen kohdalle.
sk-illegal-no-king-capture = Vain Ohcejot-sääntö sallii gonagasin lyömisen.
sk-illegal-no-move-for-die = Millään nappulallasi ei voi nyt liikkua tällä nopalla.

## Saves
save-failed = Ei tallennettu: tämä selain estää tallennuksen (yksityinen tila tai täynnä). Peli jatkuu, mutta sitä ei säilytetä.
save-damaged = Tallennettua peliäsi ei voitu avata: { $why } Se on pantu sivuun muuttamattomana.
save-error-foreign = se ei ole tämän sovelluksen tallennettu peli (vaurioitunut tai muualta).
save-error-future = se on tallennettu sovelluksen uudemmalla versiolla.
save-error-invalid = sen peli ei noudata sääntöjä. { $detail }
save-invalid-entry = Sen pöytäkirjan merkintää { $n }, ”{ $entry }”, ei voi pelata. { $why }
save-invalid-seats = Paikkoja: { $seats }; pelaajia pelissä: { $players }.
save-invalid-player = Siinä on pelaaja, jota tämä sovellus ei tunne: ”{ $player }”.
save-invalid-player-count = Sampoa pelaa 2–6 pelaajaa, ei { $n }.
save-invalid-start-seat = Siinä ei ole paikkaa { $seat }, joka aloittaisi pelin.
save-invalid-game-over = Peli oli jo päättynyt.
save-invalid-bad-roll = Se ei ole kuusisivuisen nopan heitto.
save-invalid-family = Siinä on sääntöperhe, jota tämä sovellus ei tunne: ”{ $name }”.
save-invalid-rule = Siinä on kotisääntö, jota tämä sovellus ei tunne: ”{ $name }”.
save-invalid-rule-value = ”{ $value }” ei ole kotisäännön ”{ $name }” arvo.
save-invalid-rules-text = Sen kotisääntöjä ei voi lukea: ”{ $text }”.
save-invalid-rules-impossible = Sen kotisääntöjä ei voi pelata yhdessä.
save-invalid-unreadable = Se ei ole heitto eikä siirto, jonka siinä kohdassa voi tehdä.
save-invalid-not-the-dice = Se ei ole heitto, jonka tämän pelin nopat antavat.
save-download = Lataa säilytetty kopio
save-dismiss = Sulje

## Updates
update-ready = Sovelluksen uusi versio on valmis. Pelisi on tallennettu.
update-reload = Lataa uudelleen

## Saved games and replays
slots-title = Tallennetut pelit
slots-save-as = Tallenna nimellä…
slots-name-prompt = Tallennetun pelin nimi:
slots-save-failed = Peliä ei voitu tallentaa: tämä selain estää tallennuksen (yksityinen tila tai täynnä).
slots-finished = päättynyt
slots-turn = vuoro { $n }
slots-imported = Tuotu ja tarkistettu: { $name }
slots-import-refused = Tätä tiedostoa ei tuotu: { $why }
slots-import = Tuo pelitiedosto…
slots-drop = tai pudota pelitiedosto tälle sivulle.
slots-none = Ei vielä tallennettuja pelejä. Käytä pelissä ”Tallenna nimellä…”.
slots-name = Nimi
slots-game = Peli
slots-progress = Tilanne
slots-date = Tallennettu
slots-open = Avaa
slots-replay = Uusinta
slots-rename = Nimeä uudelleen
slots-export = Vie
slots-delete = Poista
slots-delete-confirm = Poistetaanko tallennettu peli ”{ $name }”? Tätä ei voi perua.
slots-autosaved-name = Kesken oleva peli (säilytetty automaattisesti)
replay-pause = Tauko
replay-play-0 = Toista hitaasti
replay-play-1 = Toista
replay-play-2 = Toista nopeasti
save-other-tab = Tämä peli on auki myös toisessa välilehdessä: tämä välilehti on lopettanut tallentamisen, jotta ne eivät kirjoita toistensa yli.

## Projector
projector = Projektori
projector-keys = Projektoritila: suuri teksti ja vahva kontrasti (näppäin F)

## Keys help
keys-title = Näppäimet
keys-space-key = Välilyönti / Enter
keys-space = heitä noppaa (Sampo), heitä nopat (Sáhkku); kävelyn aikana vie se loppuun
keys-dice-key = 1 2 3
keys-dice = valitse Sáhkku-noppa
keys-keep-key = K
keys-keep = pidä Sáhkku-heitto
keys-undo-key = U
keys-undo = peru viimeinen Sáhkku-siirtosi tai viimeinen Sampo-heitto
keys-path-key = P
keys-path = näytä kummankin puolen reitti
keys-cells-key = Sarkain, ← ↑ → ↓, Enter
keys-cells = liiku painikkeiden ja laudan viivojen välillä; Enter valitsee nappulan, sitten merkityn viivan
keys-projector-key = F
keys-projector = projektoritila
keys-help-key = ? / Esc
keys-help = näytä / sulje tämä ohje

## Lab
home-lab-desc = Laboratorio pelaa tuhansia tietokonepelejä hetkessä ja piirtää, mitä tapahtuu: kuinka kauan pelit kestävät, mikä paikka voittaa, minne noppa lähettää nappulat.
lab-title = Laboratorio
lab-intro = Valitse peli ja sen säännöt, niin tietokone pelaa niin monta peliä kuin pyydät, toistettavilla nopilla. Kaaviot kasvavat pelien edetessä; kukin kertoo yhdellä lauseella, mitä se näyttää.
lab-loading = Laboratorio avautuu…
lab-unavailable = Laboratoriota ei voitu ladata (onko laite ilman verkkoyhteyttä?). Kaikki muu sovelluksessa toimii; yritä uudelleen, kun laite on verkossa.
lab-game = Peli
lab-players = Pelaajat
lab-games = Pelejä
lab-seed = Noppien siemen
lab-seed-help = Sama siemen ja samat asetukset antavat täsmälleen samat pelit: luokka voi toistaa kokeen tai muuttaa yhtä sääntöä ja nähdä vain sen vaikutuksen.
lab-seat = Paikka { $n }
lab-compare = Vertaa kahta asetusta rinnakkain
lab-setting-a = Asetus A
lab-setting-b = Asetus B
lab-rules-default = tavalliset säännöt
lab-rules-changed = { $n ->
    [one] yksi sääntö muutettu
   *[other] { $n } sääntöä muutettu
}
lab-run = Pelaa pelit
lab-cancel = Pysäytä
lab-error-seed = Noppien siemenen on oltava kokonaisluku, esimerkiksi 1 tai 2026.
lab-progress = Eteneminen
lab-running = Pelattu { $done } / { $target } peliä · noin { $left } s jäljellä
lab-finished = Pelattu { $done } peliä ajassa { $secs } s ({ $rate } peliä sekunnissa).
lab-cancelled = Pysäytetty, kun pelattu { $done } / { $target } peliä: kaaviot näyttävät pelatut pelit.
lab-failed = Pysähtyi, kun pelattu { $done } / { $target } peliä: tietokonepelaajia ei voitu ladata (onko laite ilman verkkoyhteyttä?).
lab-results = Tulokset
lab-chart-length-rounds = Pelien pituus kierroksina.
lab-chart-length-turns = Pelien pituus vuoroina.
lab-chart-wins = Voitot paikoittain, 95 %:n luottamusväleineen.
lab-chart-heat = Mihin vuorot päättyvät radalla.
lab-chart-coins = Kunkin ruudun siirtämät kolikot pelissä.
lab-chart-captures = Lyödyt nappulat pelissä lyöjän puolen mukaan.
lab-chart-burnt = Kuinka suuri osa kustakin liikkumiseen heitetystä tahkosta paloi.
lab-soldiers = sotilaat
lab-kings = gonagasit
lab-queens = kuningattaret
lab-into-pot = pottiin
lab-out-of-pot = potista
lab-between-players = pelaajien kesken
lab-net-pot = potin saldo
lab-fair-share = tasaiset mahdollisuudet: { $share }
lab-heat-cell = Ruutu { $n }: { $share } vuoroista päättyy tähän
lab-read-none = Ei vielä pelejä.
lab-read-length-rounds = Puolet peleistä päättyy { $median ->
    [one] yhdessä kierroksessa
   *[other] { $median } kierroksessa
} tai nopeammin, yhdeksän kymmenestä { $p90 } kierroksessa, ja pisin kesti { $max }.
lab-read-length-turns = Puolet peleistä päättyy { $median ->
    [one] yhdessä vuorossa
   *[other] { $median } vuorossa
} tai nopeammin, yhdeksän kymmenestä { $p90 } vuorossa, ja pisin kesti { $max }.
lab-read-wins-few = Liian vähän pelejä paikkojen vertailuun: pelaa lisää.
lab-read-wins-even = Paikka { $best } voitti useimmin ({ $best-share }) ja paikka { $worst } harvimmin ({ $worst-share }), mutta tällainen ero syntyy pelkästä sattumasta: paikat näyttävät yhtä hyviltä ({ $fair } kullekin).
lab-read-wins-uneven = Paikka { $best } voitti useimmin ({ $best-share }) ja paikka { $worst } harvimmin ({ $worst-share }); pelkkä sattuma tuottaa harvoin näin suuren eron, joten paikalla on väliä.
lab-read-draws = { $n ->
    [one] Yksi peli pysäytettiin tasapeliin.
   *[other] { $n } peliä pysäytettiin tasapeliin.
}
lab-read-landings = Vuorot päättyvät useimmin ruutuun { $most } ({ $most-share }) ja harvimmin ruutuun { $least } ({ $least-share }); jos kaikki ruudut olisivat yhtä todennäköisiä, kukin saisi { $even }.
lab-read-coins = Ruutu { $into } kartuttaa pottia eniten ({ $into-mean } kolikkoa pelissä) ja ruutu { $out } tyhjentää sitä eniten ({ $out-mean } kolikkoa pelissä).
lab-read-captures = Pelissä lyödään keskimäärin { $mean } nappulaa: ensimmäinen puoli lyö { $one } ja toinen { $two }.
lab-read-burnt-none = Yksikään noppa ei palanut näissä peleissä.
lab-read-burnt = { $face } palaa useimmin: liikkumiseen heitetyistä tahkoista { $face } menetetään { $share }; { $least } harvimmin ({ $least-share }).
lab-read-compare-same = Pelit kestävät kummallakin asetuksella suunnilleen yhtä kauan (keskimäärin { $a } A:lla, { $b } B:llä).
lab-read-compare-longer = Asetuksella B pelit ovat keskimäärin { $change } pidempiä ({ $b } vastaan { $a }).
lab-read-compare-shorter = Asetuksella B pelit ovat keskimäärin { $change } lyhyempiä ({ $b } vastaan { $a }).

## Dice statistics
dice-title = Noppatilastot
dice-expected = reilu noppa: { $share }
dice-read-few = { $n ->
    [one] Vasta yksi heitto
   *[other] Vasta { $n } heittoa
}: liian vähän noppien arvioimiseen; tarvitaan noin { $need }.
dice-read-fair = { $n } heittoa: lukumäärät poikkeavat reilun nopan lukumääristä enintään sen verran kuin sattuma saa ne poikkeamaan (χ² = { $chi2 }, alle { $limit }).
dice-read-unlikely = { $n } heittoa: reilu noppa antaa näin suuren eron harvemmin kuin kerran 20:stä (χ² = { $chi2 }, yli { $limit }); jatka laskemista tai tarkista nopat.

## Teacher controls
teacher-title = Opettajan säätimet
teacher-step-on = askel kerrallaan
teacher-step = Askel kerrallaan: tietokone odottaa N-näppäintä (tai Seuraava) ennen jokaista toimintaa
teacher-next = Tietokoneen seuraava toiminta (N)
teacher-pace = Tietokoneen tahti
teacher-pace-slow = hidas
teacher-pace-normal = tavallinen
teacher-pace-fast = nopea
teacher-legal = Näytä sallitut siirrot (luettelo ja merkityt viivat)
teacher-undo-roll = Peru viimeinen heitto (U)
keys-next-key = N
keys-next = tietokoneen seuraava toiminta (opettajan säätimet, askel kerrallaan)

## Board as a list, typed moves
sk-list-title = Lauta luettelona
sk-row-home = pelaajan { $name } kotirivi
sk-row-middle = keskirivi
sk-row-empty = Tällä rivillä ei ole mitään.
sk-line = viiva { $n }
sk-type-label = Kirjoita siirto
sk-type-play = Pelaa
sk-type-help = Siirtoluettelon merkinnöin, esim. X*a15-b15 tai III:b15-b12; ”t” heittää nopat; välilyönneillä ja isoilla kirjaimilla ei ole väliä.
sk-type-unknown = ”{ $move }” ei ole siirto tässä. Siirtoluettelo näyttää, miten kukin kirjoitetaan.

## Explaining a square (Sampo)
board-explain-here = Tässä nyt: { $names }.
board-explain-empty = Tässä ei ole nyt nappulaa.
board-explain-close = Sulje
keys-squares-key = ← → Home End, Enter
keys-squares = Sampo: liiku radan ruuduissa ja lue ruudun tarina ja vaikutus

## Explaining a Sáhkku piece
sk-explain = Nappula ({ $piece }) kohdassa { $cell } voi nyt pelata: { $moves }. Napsauta merkittyä viivaa tai kirjoita jokin näistä.

## Sääntösivut
rules-title = Säännöt
rules-open = Säännöt
rules-family-open = Tämän perheen säännöt
rules-close = Sulje (Esc)
rules-loading = Säännöt avautuvat…
rules-unavailable = Sääntöjä ei voitu ladata (onko laite ilman verkkoyhteyttä?). Kaikki muu sovelluksessa toimii; yritä uudelleen, kun laite on verkossa.
rules-choose = Mitkä säännöt luet
rules-contents = Tällä sivulla
rules-house-rules = Nämä ovat pöytänne säännöt, muutettuine kotisääntöineen.
rules-before-title = Ennen:
rules-after-title = Jälkeen:
rules-before = { $name } heittää { $faces } ja pelaa { $move }.
rules-path-of = Pelaajan { $name } sotilaiden reitti nuolen alusta alkaen.
rules-compare-title = Perheet rinnakkain
rules-sk-start-title = Kuka aloittaa
rules-sk-start = { $first-player ->
    [most-x] Kumpikin heittää kaikki nopat; se, jolla on enemmän X:iä, aloittaa, ja tasatilanteessa heitetään uudelleen.
    [first-x-all] Pelaajat heittävät vuorotellen kaikki nopat, kunnes heitossa on X. Se pelaaja aloittaa, ja se heitto on hänen ensimmäinen vuoronsa.
    [first-x-all-then-throw] Pelaajat heittävät vuorotellen kaikki nopat, kunnes heitossa on X. Se pelaaja aloittaa ja heittää uudelleen ensimmäistä vuoroaan varten.
   *[other] Pelaajat heittävät vuorotellen yhtä noppaa, kunnes toinen saa X:n. Hän aloittaa ja pitää X:n ensimmäiseen vuoroonsa, jolloin sillä on herätettävä sotilas.
} { $even-odds ->
    [on] Tasaväkinen alku: kummankin puolen kolme uloskäyntiä lähintä sotilasta aloittavat hereillä paikallaan, ja neljäs herää seuraavana.
   *[other] {""}
}
rules-sk-board-title = Lauta ja reitti
rules-sk-board = Laudalla on kolme riviä, kussakin { $len } { $cells ->
    [yes] ruutua
   *[no] viivaa
}: kummankin pelaajan kotirivi ja niiden välissä keskirivi. Alussa jokainen sotilas makaa passiivisena kotirivillään{ $queens ->
    [on] , kummankin puolen kuningatar odottaa keskirivin merkityllä viivalla,
   *[off] {""}
} ja gonagas, kuningas joka ei vielä kuulu kenellekään, seisoo merkityllä keskiviivalla. { $path ->
    [never-home] Sotilaat kulkevat kotirivinsä ja kiertävät sitten keskiriviä ja vastustajan riviä yhä uudelleen: ne eivät koskaan palaa kotiin.
    [miedut] Sotilaat kulkevat kahdeksikkoa: kotirivin, keskirivin, vastustajan rivin ja taas keskirivin. Toisen pelaajan reitti on peilattu, joten molemmat armeijat tulevat keskiriville samasta päästä.
   *[other] Sotilaat kiertävät kahdeksikkoa yhä uudelleen: kotirivin, keskirivin, vastustajan rivin ja taas keskirivin.
}
rules-sk-dice-title = Nopat
rules-sk-dice = { $faces ->
    [x-i-ii-iii] Noppia on { $dice }, nelisivuisia keppejä, joissa on merkit X, I, II ja III: X ja I siirtävät nappulaa yhden viivan, II kaksi, III kolme.
   *[other] Noppia on { $dice }, nelisivuisia keppejä, joissa on merkit X, II, III ja tyhjä sivu Ø: X siirtää nappulaa yhden viivan, II kaksi, III kolme ja Ø { $blank ->
        [0] ei lainkaan
       *[other] neljä viivaa
    }.
} { $order ->
    [strict] Nopat käytetään kiinteässä järjestyksessä: ensin X, sitten { $faces ->
        [x-i-ii-iii] I, II ja III
       *[other] III, II ja Ø
    }.
   *[other] Nopat saa käyttää missä järjestyksessä tahansa.
} Kukin noppa siirtää yhtä nappulaa; noppa, jota mikään nappula ei voi käyttää, palaa.
rules-sk-waking-title = Sotilaiden herättäminen
rules-sk-waking = Passiivinen sotilas ei voi liikkua. { $activation ->
    [flip] Noppa, jossa on X, kääntää passiivisen kiekon oikein päin paikallaan: siitä lähtien se on aktiivinen.
    [to-middle] Noppa, jossa on X, herättää sotilaan, joka siirtyy suoraan keskiriville.
   *[other] Noppa, jossa on X, herättää sotilaan: se nousee pystyyn ja siirtyy reitillään yhden viivan.
} { $activation-order ->
    [strict] Sotilaat heräävät vuorollaan, kotirivin uloskäyntiä lähinnä oleva ensin.
   *[other] Minkä tahansa passiivisen sotilaan saa herättää.
}
rules-sk-lines-title = Liikkuminen ja yhteinen viiva
rules-sk-lines = Aktiivinen nappula siirtyy reitillään täsmälleen niin monta viivaa kuin sen noppa näyttää. Se, mitkä nappulat saavat olla samalla viivalla ja saako sotilas ohittaa omiaan, vaihtelee perheittäin:
rules-sk-capture-title = Lyöminen
rules-sk-capture = Nappula, joka päättää siirtonsa viivalle, jolla on vastustajan nappuloita, lyö ne kaikki, ja ne poistuvat laudalta. { $capture-inactive ->
    [on] Myös passiiviset sotilaat lyödään.
   *[other] Vain aktiiviset nappulat lyödään; passiivista sotilasta ei voi lyödä.
}
rules-sk-blocking-title = Saartaminen
rules-sk-blocking = Sotilas, joka päättää siirtonsa vastustajan passiivisen sotilaan päälle, jää sen päälle ja saartaa sen: tuo sotilas ja sen takana rivillä olevat eivät voi herätä, ennen kuin saartaja siirtyy pois.
rules-sk-king-title = Gonagas
rules-sk-king = { $king-recruit ->
    [step-forward] Sotilas, joka päättää siirtonsa gonagasin viivalle, voittaa sen puolelleen, ja gonagas siirtyy heti yhden viivan eteenpäin uuden puolensa reitillä.
    [enemy-home-row] Sotilas, joka tulee vastustajan kotiriville, voittaa gonagasin puolelleen, missä se sitten onkin; yksikään sotilas ei saa pysähtyä sen viivalle.
    [land-or-centre] Sotilas, joka päättää siirtonsa gonagasin viivalle tai tyhjälle keskiviivalle, voittaa sen puolelleen.
    [home-row-then-land] Gonagas ei kuulu kenellekään, eikä mikään nappula saa pysähtyä sen viivalle, ennen kuin ensimmäinen sotilas tulee vastustajan kotiriville: se voittaa gonagasin puolelleen, missä se sitten onkin. Sen jälkeen vastustajan sotilas tai kuningatar, joka päättää siirtonsa gonagasin viivalle, ottaa sen haltuunsa ja jakaa viivan sen kanssa; gonagasia ei koskaan lyödä.
   *[other] Sotilas, joka päättää siirtonsa gonagasin viivalle, voittaa sen puolelleen.
} Siitä lähtien se pelaa tuon puolen hyväksi, kunnes toinen puoli voittaa sen takaisin.
rules-sk-queen-title = Kuningattaret
rules-sk-queen = Kummallakin puolella on kuningatar, joka aloittaa passiivisena keskirivin merkityllä viivalla, joka on lähinnä oman puolen uloskäyntiä. X herättää sen askeleella vapaalle viivalle; { $any-direction ->
    [track] hereillä se liikkuu gonagasin tavoin: reittiään eteen- tai taaksepäin tai suoraan rivien yli, täsmälleen nopan osoittaman määrän viivoja{ $middle-row-pass ->
        [own] {""}; keskirivillä hän jatkaa sitä kulkua, jolla hän on: sitä, jota hän tuli, tai rivien yli astuessaan sitä, joka seuraa rivistä, jolta hän lähti
       *[other] {""}; keskirivin viivalta hän saa jatkaa kumpaa tahansa reittinsä kulkua
    }
   *[other] hereillä se liikkuu mihin suuntaan tahansa
}. { $soldier-takes-queen ->
    [off] Kuningatar tai gonagas (ei koskaan sotilas),
   *[on] Nappula,
} joka päättää siirtonsa hereillä olevan vastustajan kuningattaren päälle, lyö sen, ja sen puoli häviää heti.
rules-sk-win-title = Voittaminen
rules-sk-win = Voittaaksesi: { $how }. Peli, joka kestää { $turns } vuoroa, päättyy tasapeliin.
rules-sampo-goal-title = Matka
rules-sampo-goal = Jokainen pelaaja purjehtii nappulallaan Kalevalan tarinan 40 ruudun läpi ensimmäisestä ruudusta ruutuun 40, kotiin Sammon kanssa.
rules-sampo-turn-title = Vuoro
rules-sampo-turn = Nuorin pelaaja aloittaa, ja vuoro kiertää pöydän ympäri. Heitä noppaa, siirrä nappulaasi niin monta ruutua ja tee sitten, mitä ruutu, jolle pysähdyit, käskee: maksa tai ota kolikoita, siirry eteen- tai taaksepäin tai odota. Alla kolme pelaajaa on heittänyt kukin kerran:
rules-sampo-coins-title = Kolikot ja potti
rules-sampo-coins = Jokainen saa 15 kolikkoa ja maksaa 5 yhteiseen pottiin, joten kukin aloittaa 10 kolikolla. Ruudut saavat sinut maksamaan pottiin, ottamaan siitä tai maksamaan muille pelaajille; ensimmäinen ruutuun 23 ehtinyt saa puolet potista.
rules-sampo-holds-title = Odottaminen
rules-sampo-holds = Jotkin ruudut pidättävät nappulasi: menetät yhden tai useamman vuoron, tai tarvitset tietyn silmäluvun päästäksesi jatkamaan (ruudut 22, 24, 33–35 ja 38). Ruuduilla 33–35 toinen saapuva pelaaja vapauttaa sinut.
rules-sampo-end-title = Loppu
rules-sampo-end = Ensimmäinen ruutuun 40 ehtinyt pelaaja voittaa ja saa sen, mitä potissa on jäljellä. Heitto, joka veisi 40:n yli, lasketaan takaisinpäin ruudusta 40, ellei kotisäännöissä vaadita tarkkaa heittoa.
rules-sampo-squares-title = 40 ruutua
rules-sampo-square-story = Ruutu ja tarina
rules-sampo-square-effect = Mitä se tekee

## Opastus
tutorial-open = Opettele pelaamaan
tutorial-title = Pelin opettelu
tutorial-step = vaihe { $n }/{ $of }
tutorial-end = Lopeta opastus
tutorial-rules = Lue säännöt
tutorial-computer = Tietokone
tutorial-sampo-first-roll = Olet pelaaja 1 lähtöruudussa. Kaikki purjehtivat ruuduista 1–40, ja ensimmäinen kotiin ehtinyt voittaa. Heitä noppaa: paina ”Heitä noppaa” tai välilyöntiä.
tutorial-sampo-square = Olet ruudussa { $n }, ”{ $title }”. Jokaisella ruudulla on tarina ja ohje: { $effect } Kertoja lukee ne. Kun vuorosi tulee taas, heitä.
tutorial-sampo-coins = Kolikot: jokainen aloitti 10 kolikolla, ja pottiin kertyy se, mitä pelaajat maksavat. Luettelo näyttää jokaisen kolikot, ja pieni luku näyttää, mikä juuri muuttui. Heitä taas.
tutorial-sampo-explain = Jotkin ruudut pidättävät: menetät vuoroja tai tarvitset tietyn silmäluvun jatkaaksesi. Lue mikä tahansa ruutu napsauttamalla sitä, tai liiku laudalla nuolinäppäimillä ja paina Enter. Heitä taas.
tutorial-sampo-done = Siinä kaikki tarpeellinen. Pelaa ruutuun 40 asti tai lue säännöt yksityiskohtia myöten.
tutorial-sk-opening = Ensin selvitetään, kuka aloittaa: kumpikin heittää vuorollaan yhtä noppaa, ja ensimmäinen X:n heittänyt aloittaa. Paina ”Heitä yksi noppa” tai välilyöntiä.
tutorial-sk-throw = Sinun vuorosi: heitä nopat. Paina ”Heitä nopat” tai välilyöntiä.
tutorial-sk-reroll = Heitit X:n, jonka saa heittää uudelleen: valitse se noppa ja heitä uudelleen, tai pidä heitto (K).
tutorial-sk-wake = Sinulla on X. Sotilaasi nukkuvat kotirivilläsi (rivi a), ja vain X herättää niistä yhden. Napsauta sotilasta ja sitten merkittyä viivaa, jolle se menee, tai valitse siirto luettelosta.
tutorial-sk-move = Kukin noppa siirtää yhtä hereillä olevaa nappulaa niin monta viivaa kuin se näyttää. Napsauta yhtä pystyssä olevaa sotilastasi ja sitten merkittyä viivaa, tai valitse siirto luettelosta.
tutorial-sk-wait = { $name } pelaa. Seuraa lautaa: katkoviiva näyttää viimeisen siirron.
tutorial-sk-captured = Löit! Siirron päättäminen vastustajan nappuloiden kohdalle poistaa ne laudalta.
tutorial-sk-lost = { $name } löi nappuloitasi. Pysähdy sen nappuloiden kohdalle lyödäksesi takaisin.
tutorial-sk-burnt = Noppa, jota mikään nappula ei voinut käyttää, paloi: se on menetetty tältä vuorolta.
tutorial-sk-done = Osaat perusasiat: herätä X:llä, siirrä nopilla, lyö pysähtymällä vastustajan kohdalle. Säännöt kertovat loput: gonagasin ja sen, miten voitetaan.
ask-cancel = Peruuta
ask-save = Tallenna

# Pelin jakaminen linkillä ja QR-koodilla (issue 18)
share-open = Jaa
share-title = Jaa tämä peli
share-what-game = Peli nykyisessä vaiheessaan
share-what-position = Tämä asema kysymyksenä: ”Mitä pelaisit tässä?”
share-qr = Linkin QR-koodi
share-note = Peli kulkee itse linkissä: avaaja saa siitä kopion omalle laitteelleen.
share-link = Linkki
share-copy = Kopioi linkki
share-copied = Linkki on kopioitu.
share-copy-failed = Selain ei antanut kopioida linkkiä: valitse se ja kopioi itse.
share-native = Jaa…
share-close = Sulje
shared-title = Jaettu peli
shared-question = Mitä pelaisit tässä?
shared-sampo = Sampo, pelaajina { $names }. Heittoja tähän mennessä: { $rolls }.
shared-sahkku = Sáhkku ({ $family }): { $one } vastaan { $two }. Siirtoja tähän mennessä: { $moves }.
shared-over = Tämä peli on päättynyt.
shared-play = Jatka peliä tästä
shared-position = Avaa asema
shared-watch = Katso alusta
shared-home = Takaisin alkusivulle
shared-note = Tässä jatkettuna peli on vain sinun: toinen laite pitää oman kopionsa. Kesken ollut pelisi säilytetään Tallennetuissa peleissä.
shared-resume = Takaisin peliisi
link-error = Tämä linkki ei avaa mitään: { $why }
link-error-foreign = se ei ole linkki Sampo & Sáhkku -peliin.
link-error-damaged = se on vioittunut tai katkennut. Pyydä se uudelleen tai kopioi koko linkki.
link-error-future = sen on tehnyt sovelluksen uudempi versio. Päivitä sovellus lataamalla se uudelleen.
link-error-invalid = sen peli ei noudata sääntöjä. { $detail }
share-page-title = Jaa tämä sivu
share-page-note = Linkki avaa tämän sivun samalla kielellä toisella laitteella.
share-lesson-title = Jaa tämä opetus
share-lesson-note = Linkki aloittaa saman opetuksen samalla kielellä toisella laitteella.
share-lab-title = Jaa nämä asetukset
share-lab-note = Linkki avaa Laboratorion näillä asetuksilla: ”Pelaa pelit” pelaa samat pelit uudelleen (siemenluku ratkaisee ne).
lab-shared = Jaetut asetukset: ”Pelaa pelit” pelaa samat pelit uudelleen.

## Play by link (issue 18)
kind-link = Ystävä, linkillä
sk-seat-two-link = pelaa lovetuilla pyramideilla (vaaleat), riviltä c, omalla laitteellaan: lähetätte toisillenne linkin jokaisen vuoron jälkeen
link-slot-name = Sáhkku linkillä: { $name }
link-status-waiting = Odotetaan linkkiä: { $name }
link-invite-title = Kutsu pelaaja { $name }
link-invite-note = Lähetä tämä kutsu pelaajalle { $name }. Vastaus tulee linkkinä: avaa se tällä laitteella, niin peli alkaa.
link-answer-title = Lähetä vastauksesi pelaajalle { $name }
link-send-title = Vuorosi on valmis: lähetä se pelaajalle { $name }
link-wait-note = Pelaajan { $name } seuraava vuoro tulee linkkinä: avaa se tällä laitteella. Peli säilyy sillä välin Tallennetuissa peleissä.
link-last-title = Peli päättyi: lähetä viimeinen linkki pelaajalle { $name }
link-last-note = Sen avulla { $name } näkee myös pelin lopun.
link-send = Lähetä linkki…
link-send-dialog = Lähetä linkki
link-send-dialog-note = Kopioi se viestiin, käytä laitteen jakamista tai anna toisen pelaajan lukea koodi. Vain toisen laitteen peli voi avata sen.
link-invited-title = { $host } kutsuu sinut pelaamaan Sáhkkua
link-invited-summary = { $family }: { $host } pelaa puolella 1, sinä puolella 2 nimellä { $guest }. Jokaisen vuoron jälkeen lähetätte toisillenne linkin.
link-accept = Hyväksy ja vastaa
link-dice-note = Molemmat laitteet heittävät nopat yhdessä: kumpikaan pelaaja ei näe niitä etukäteen eikä voi valita niitä, eikä linkin avaaminen uudelleen heitä mitään uutta. Peli säilyy Tallennetuissa peleissä.
link-turn-unknown = se on vuoro linkkipelistä, jota ei ole tällä laitteella. Avaa se laitteella, jolla pelaat sitä peliä.
link-turn-order = se ei jatka viimeisintä vuoroa, joka tällä laitteella on. Avaa uusin saamasi linkki.
link-turn-dice = sen nopat eivät ole ne, joihin lähettäjä sitoutui: sitä on muutettu matkalla. Pyydä se uudelleen.
link-turn-length = sen vuoro on katkennut tai liian pitkä: sitä on muutettu matkalla. Pyydä se uudelleen.
link-turn-move = siirto { $n } ei ole siinä kohdassa sallittu: linkkiä on muutettu matkalla. Pyydä se uudelleen.
link-slot-name-sampo = Sampo linkillä: { $name }
link-invited-title-sampo = { $host } kutsuu sinut pelaamaan Sampoa
link-invited-summary-sampo = Kaksi pelaajaa: { $host } heittää ensimmäiselle paikalle, sinä toiselle nimellä { $guest }. Jokaisen vuoron jälkeen lähetätte toisillenne linkin.
link-your-turn = Sinun vuorosi
link-watch = Katso vuoro: { $name }

# The computer's hint (src/app/sahkku/hint.rs)
sk-hint-ask = Vihje (H)
sk-hint-title = Tietokoneen vihje
sk-hint-weighing = Mestari punnitsee kaikki tavat pelata tämä heitto…
sk-hint-unloaded = Ei vihjettä: tietokonepelaajia ei voitu ladata. Peli jatkuu.
sk-hint-chance = voiton mahdollisuus { $chance }
sk-hint-gives = menettää { $points } pistettä
sk-hint-yours = Tämän vuoron tähän asti pelatut siirrot menettävät { $points } pistettä parhaaseen verrattuna.
sk-hint-of = Paras { $n } tavasta pelata tämä heitto mestarin mukaan; paras on merkitty laudalle.
sk-hint-shallow = (ei punnittu yhtä syvältä)
sk-hint-kept = Jos pidät tämän heiton, parhaat vuorot:
sk-hint-rerolls = Pidä heitto tai heitä uudelleen: kumpikin punnitaan parhaan sen jälkeen jäävän vuoron mukaan. Mestarin valinta on ensimmäisenä, ja noppa, jonka se heittäisi uudelleen, on merkitty.
teacher-hints = Tarjoa tietokoneen vihjeitä (H)
setup-hints = Tietokoneen vihjeet
setup-hints-help = Vuorossa oleva pelaaja voi painaa H (tai Vihje) nähdäkseen mestarin parhaat vuorot ja sen, mitä oma siirto menettää. Katsaus laskee käytetyt vihjeet. Linkin kautta pelatuissa peleissä ei ole vihjeitä.
sk-review-hints = Vihjeitä käytetty: { $n }
sk-review-hinted = Tässä käytettiin vihjettä.
keys-hint-key = H
keys-hint = tietokoneen vihje Sáhkku-vuoroosi
keys-analyse-key = A
keys-analyse = Sáhkku-aseman analyysi (uusinnassa tai ihmisten välisessä pelissä, kun vihjeet ovat käytössä)
shared-question-answer = Avaa asema ja päätä siirtosi; sitten Vihje (H) näyttää tietokoneen vastauksen: sen parhaat vuorot ja sen, mitä omasi menettää.
## Tehtävät (src/app/puzzles)
pz-title = Tehtävät
pz-loading = Tehtävät avautuvat…
pz-unavailable = Tehtäviä ei voitu ladata (onko laite ilman verkkoyhteyttä?). Kaikki muu sovelluksessa toimii; yritä uudelleen, kun laite on verkossa.
pz-fetching = Tämän sääntöperheen tehtäviä haetaan…
pz-file-unavailable = Tämän sääntöperheen tehtäviä ei voitu hakea (onko laite ilman verkkoyhteyttä?). Kerran avatun perheen tehtävät toimivat ilman verkkoa.
pz-damaged = Tämän sääntöperheen tehtävätiedosto tuli vioittuneena: se ei ole tämän sovellusversion tiedosto. Luokituksesi ei muuttunut. Yritä uudelleen; jos vika jatkuu, lataa sovellus uudelleen.
pz-try-again = Yritä uudelleen
pz-none = Tämän sääntöperheen tehtäviä ei voitu asettaa tällä laitteella.
pz-rating = Tehtäväluokitus { $rating }
pz-streak = Putki { $n } (paras { $best })
pz-solved = Ratkaistu { $solved } / { $tried } yritettyä
pz-task = { $name } siirtää: etsi paras vuoro tälle heitolle.
pz-about = Tehtävän luokitus { $rating } · vaihtoehtoisia vuoroja: { $n }
pz-missing = Jaettua tehtävää ei ole tämän version tehtävissä: tässä toinen saman perheen tehtävä.
pz-take-back = Peru (U)
pz-reveal = Näytä vastaus (R)
pz-next = Seuraava tehtävä (N)
pz-right = Oikein: se on paras vuoro.
pz-wrong = Ei paras vuoro: omasi menettää { $points } pistettä voittomahdollisuudesta.
pz-revealed = Vastaus näytetty (ei vaikuta luokitukseen).
pz-yours = Omasi: menettää { $points } pistettä, mestarin järjestyksessä { $rank }.
pz-show-best = Näytä paras vuoro
pz-show-yours = Näytä oma vuorosi
pz-marked-best = Laudalla on merkitty paras vuoro: nappulat, joita se siirtää, ja minne ne menevät.
pz-marked-yours = Laudalla on merkitty oma vuorosi: nappulat, joita siirsit, ja minne ne menivät.
pz-share-title = Jaa tämä tehtävä
pz-share-note = Tehtävä kulkee itse linkissä: avaaja ratkaisee sen omalla laitteellaan.
## Positions set up by hand (lessons/words.rs: setup_error_text)
save-invalid-start-text = Sen alkuasemaa ei voi lukea: ”{ $token }”.
save-invalid-start = Sen alkuasema on mahdoton. { $why }
sk-impossible-too-many = Pelaajalla { $side } on enemmän sotilaita kuin ne { $max }, joilla puoli aloittaa.
sk-impossible-off-path = Pelaajan { $side } sotilas on reittinsä lopun takana.
sk-impossible-asleep-off-home = Pelaajan { $side } nukkuva sotilas on ruudussa { $cell }, kotirivinsä ulkopuolella: sotilaat nukkuvat vain aloituspaikallaan.
sk-impossible-no-queens = Tässä perheessä ei pelata kuningattarilla.
sk-impossible-queen-asleep = Pelaajan { $side } nukkuva kuningatar on ruudussa { $cell }, merkkinsä ulkopuolella: kuningatar nukkuu vain aloituspaikallaan.
sk-impossible-off-board = Nappula on laudan ulkopuolella.
sk-impossible-king-off-path = Värvätty gonagas on omistajansa reitin ulkopuolella.
sk-impossible-no-king = Tässä perheessä gonagas on aina laudalla.
sk-impossible-crowded = Ruudussa { $cell } on kaksi nappulaa, vaikka säännöt sallivat vain toisen pysähtyä siihen.
sk-impossible-lost = Pelaajalla { $side } ei ole enää mitään pelattavaa: peli olisi ohi.
## The position editor (src/app/editor)
ed-title = Asettele asema
ed-loading = Asemaeditori avautuu…
ed-unavailable = Asemaeditoria ei voitu ladata (onko laite ilman verkkoyhteyttä?). Kaikki muu sovelluksessa toimii; yritä uudelleen, kun laite on verkossa.
ed-tools = Aseta laudalle
ed-soldier-awake = Pelaajan { $side } sotilas, hereillä
ed-soldier-asleep = Pelaajan { $side } sotilas, nukkumassa
ed-queen-awake = Pelaajan { $side } kuningatar, hereillä
ed-queen-asleep = Pelaajan { $side } kuningatar, nukkumassa
ed-king-free = Gonagas, vapaana
ed-king-of = Pelaajan { $side } gonagas
ed-take = Ota nappula pois
ed-homeward = Keskirivillä, kotimatkalla
ed-start = Perheen alkuasema
ed-clear = Tyhjennä lauta
ed-to-play = Seuraavaksi heittää
ed-throw = Heitto (halutessasi)
ed-die = Noppa { $n }
ed-valid = Säännöin saavutettava asema: mestari voi punnita jokaisen tavan pelata tämä heitto.
ed-valid-throw = Säännöin saavutettava asema. Analysoi se nähdäksesi kummankin mahdollisuudet ennen heittoa, tai valitse heitto, niin mestari punnitsee sen vuorot.
ed-no-turn = { $name } ei voi pelata tätä heittoa: mikään nappula ei voi liikkua sillä, joten vuoro siirtyy. Seuraavaksi heittää { $other }.
ed-impossible = Tätä asemaa ei voi pelata.
ed-throw-unfinished = Valitse jokaiselle nopalle puoli, tai ei yhdellekään.
ed-analyse = Analysoi
ed-outlook-title = Ennen heittoa
ed-outlook-weighing = Punnitaan jokaista mahdollista heittoa…
ed-outlook-chance = { $name }: voiton mahdollisuus { $chance }
ed-outlook-help = Heitot, jotka auttavat pelaajaa { $name } eniten
ed-outlook-hurt = Heitot, jotka haittaavat pelaajaa { $name } eniten
ed-outlook-throw = Heitto
ed-outlook-to-win = Voitto
ed-outlook-luck = Onni (pisteet)
ed-outlook-comes = Tulee
ed-outlook-pick = Valitse tämä heitto ja punnitse sen vuorot
ed-outlook-note = Jokainen heitto punnitaan kuten katsaus punnitsee heiton onnen: paras tapa pelata se mestarin arvion mukaan. Valitse heitto nähdäksesi sen vuorot.
sk-analyse = Analysoi tämä asema (A)
ed-share-title = Jaa tämä asema
ed-share-note = Asema kulkee itse linkissä: avaaja saa sen editoriin analysoitavaksi omalla laitteellaan.
