## Northern Sámi (davvisámegiella). Numbers 2 and up take the noun in the genitive
## singular; the dual ([two]) is written out wherever a count is shown, as Fluent
## and CLDR give Northern Sámi the categories one, two and other.

## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Árbevirolaš davvi speallolávdespealut, buohkaide seamma šearpma ovddas.
home-sampo-title = Sampo
home-sampo-desc = Kalevala gilvospeallu. Borjás sánkáriiguin Bohjolii, váldde Sampo ja buvtte dan ruoktot. 2–6 speallái, okta bircu, šiellat ja oktasaš kássa.
home-play-sampo = Speala Sampo
home-language = Giella
home-sound = Jietna
home-keys = Boalut: Tab sirdá stivrras nubbái, gaskaboallu dahje Enter bálkesta birccu.

## Set-up
setup-title = Ođđa Sampo-speallu
setup-players = Spealláit
setup-add-player = Lasit speallái
setup-remove-player = Sihko { $name }
setup-name = Namma
setup-colour = Ivdni
setup-kind = Speallá
kind-human = Olmmoš
kind-computer = Dihtor
sampo-computer-help = Dihtora sadji bálkesta ieš. Sampos bircu mearrida juohke sirdima, ii ge mihkkege báze válljet, danin dihtorii eai leat dásit (Sáhkus leat njeallje).
setup-default-name = Speallái { $n }
setup-starts = Gii álgá?
setup-starts-help = Boares njuolggadusaid mielde nuoramus speallái álgá: vállje gii dat lea.
setup-rules = Ruovttunjuolggadusat
setup-rules-help = Boares njuolggadusbáberat guđđet muhtun áššiid rabas. Juohke válljejupmi vuolábealde lea okta dulkon; vuosttaš lea min standárda.
setup-rules-reset = Máhca standárddaide
setup-start = Álgge speallama
setup-back = Ruovttoluotta
setup-error-name = Juohke speallái dárbbaša nama.
setup-error-same-name = Nuppi speallár lea juo dán namain: atte juohkehažžii iežas nama.
setup-error-same-colour = Nuppi speallár lea juo dán ivnniin: vállje eará ivnni.

colour-red = Rukses
colour-blue = Alit
colour-green = Ruoná
colour-gold = Golli
colour-purple = Violeahtta
colour-orange = Oránša

## Board
board-start = Álgu
board-pot = Kássa
board-round = Gierdu { $n }
board-turn = { $name } vuorru bálkestit
board-roll = Bálkes birccu
board-roll-keys = gaskaboallu dahje Enter
board-computer-rolls = { $name } bálkesta…
board-coins = { $n ->
    [one] 1 šiella
    [two] 2 šiela
   *[other] { $n } šiela
}
board-narration = Mii dáhpáhuvai
board-quit = Guođe speallama
board-quit-confirm = Guođát go dán speallama? Dan dilli láhppo.
board-quit-confirm-saved = Guođát go dán speallama? Dat lea seilluhuvvon du vurkejuvvon spealuin.
board-die = Bircu čájeha { $n }.
board-square = Ruvttu { $n }: { $title }
status-miss = { $n ->
    [one] massá vuoru
    [two] massá guokte vuoru
   *[other] massá { $n } vuoru
}
status-trapped = dárbbaša { $need } ({ $n ->
    [one] 1 bálkestus báhcán
    [two] 2 bálkestusa báhcán
   *[other] { $n } bálkestusa báhcán
})
status-test = dárbbaša { $need }
status-gathering = vuordá ruvttus 23
status-home = ruovttus, sadji { $n }
status-rescuable = dál vuolgahuvvon álgui

## Narration of what happened
ev-rolled = { $name } bálkesta { $roll }.
ev-walked = { $name } johtá ruvttu { $to } rádjai.
ev-bounced = { $name } manná 40 badjel ja lohká ruovttoluotta ruvttu { $to } rádjai.
ev-overshot = { $name } dárbbaša njuolga bálkestusa joavdat ruoktot ja orru sajistis.
ev-jumped = { $name } sirdojuvvo ruvttu { $to } rádjai.
ev-sent-home = { $name } máhccá álgui.
ev-pay-pot = { $name } máksá kássii { $n ->
    [one] 1 šiela
    [two] 2 šiela
   *[other] { $n } šiela
}.
ev-receive-pot = { $name } váldá kássas { $n ->
    [one] 1 šiela
    [two] 2 šiela
   *[other] { $n } šiela
}.
ev-pay-player = { $name } máksá { $n ->
    [one] 1 šiela
    [two] 2 šiela
   *[other] { $n } šiela
} spealláii { $other }.
ev-short = ({ $due } livčče leamaš máksit.)
ev-miss = { $name } massá { $n ->
    [one] vuoru
    [two] guokte vuoru
   *[other] { $n } vuoru
}.
ev-skipped = { $name } massá dán vuoru.
ev-skipped-gathering = { $name } vuordá earáid ruvttus 23.
ev-trapped = { $name } lea giddejuvvon dása { $n ->
    [one] 1 bálkestussii
    [two] 2 bálkestussii
   *[other] { $n } bálkestussii
}, jus { $need } ii boađe.
ev-escape-failed = Ii { $need }: { $name } báhcá. { $n ->
    [0] Dat lei maŋimuš vuordinbálkestus.
    [one] 1 vuordinbálkestus báhcán.
    [two] 2 vuordinbálkestusa báhcán.
   *[other] { $n } vuordinbálkestusa báhcán.
}
ev-escaped = { $name } bálkesta dárbbašlaš { $need } ja beassá friddja!
ev-released = { $name } lea vuordán doarvái ja joatká boahtte vuorus.
ev-freed = { $by } boahtá ja friddjaha { $name }.
ev-rescued = { $helper } geassá { $name } fatnasii ruvttus 10.
ev-test-failed = { $name } dárbbašii eará logu: { $roll } ii mana.
ev-gathering-opened = { $name } joavdá kantelii vuosttažin ja váldá bealli kássas! Dál buohkat čoahkkanit ruvttu 23 nala.
ev-gathering-complete = Buohkat leat čoahkkanan kantele birra: mátki joatkašuvvá.
ev-bonus = { $name } bálkesta nuppádassii.
ev-bonus-lost = { $name } ii sáhte geavahit nuppi bálkestusa.
ev-finished = { $name } lea ruovttus! Sadji { $place }.
ev-turn = { $name }, du vuorru bálkestit.
ev-turn-computer = { $name } bálkesta dál.

## Winner screen
winner-title = { $name } buktá Sampo ruoktot!
winner-place = Sadji
winner-player = Speallái
winner-coins = Šiellat
winner-square = Ruvttu
winner-length = Speallu bisttii { $rounds ->
    [one] 1 gierddu
    [two] 2 gierddu
   *[other] { $rounds } gierddu
} ja { $rolls ->
    [one] 1 bálkestusa
    [two] 2 bálkestusa
   *[other] { $rolls } bálkestusa
}.
winner-again = Speala ođđasit seamma spealláiguin
winner-home = Ruovttoluotta álgosiidui

## House rules: label, choices, and one line on what each changes
rule-chained-effects = Ruvttut gosa sirdojuvvot
rule-chained-effects-off = Dušše ruvttu gosa bálkestit doaibmá
rule-chained-effects-on = Maiddái ruvttu gosa sirdojuvvot doaibmá
rule-chained-effects-help = Go ruvttu sádde du eará sadjái (13:s 9:ii, 16:s 17:ii…), doaibmá go ođđa ruvttu rávva maiddái?
rule-rescue = Fatnasii ruvttus 10
rule-rescue-on-arrival = Go muhtun boahtá ruvttu 10 nala
rule-rescue-also-waiting = Maiddái go muhtun juo čuožžu ruvttus 10
rule-rescue-help = Speallái gean ruvttu 6 sireanat dál vuolgahedje álgui, geassojuvvo ruvttu 10 nala doppe leahkki veahkeheaddji lusa; son máksá 2 kássii ja 3 veahkeheaddjái.
rule-gathering = Kantele (23)
rule-gathering-all-wait = Buohkat vurdet dassážii go buohkat leat čoahkis
rule-gathering-first-waits = Dušše vuosttaš boahtti vuordá
rule-gathering-help = Vuosttaš gii joavdá ruvttu 23 nala váldá bealli kássas ja vuordá doppe dassážii go buohkat leat boahtán.
rule-sailing = Borjjasteapmi Bohjolii (24)
rule-sailing-until-two = Bisán dassážii go bálkestat 2
rule-sailing-one-try = Okta geahččaleapmi, de joatkka dábálaččat
rule-sailing-help = Ruvttus 24 dušše bálkestus 2 doalvu du ruvttu 26 rádjai; eará bálkestusat eai mana.
rule-halves = Bealli bárahis logus
rule-halves-down = Jorbbat vulos
rule-halves-up = Jorbbat bajás
rule-halves-help = Bealli kássas ruvttus 23 ja bealli du šielain ruvttus 31.
rule-overshoot = Bálkestus 40 badjel
rule-overshoot-bounce = Loga ruovttoluotta 40:s
rule-overshoot-stay = Dárbbašuvvo njuolga bálkestus (earret ruvttus 39)
rule-overshoot-help = Ruvttu 39 cealká ahte badjelbáhcán čuoggát lohkkojuvvojit ruovttoluotta; dát doaibmá seamma láhkai eará ruvttuin, dahje gáibida njuolga bálkestusa.
rule-bounce = Ruovttoluotta lohkan
rule-bounce-from-home = 40:s
rule-bounce-from-here = Iežat ruvttus
rule-bounce-help = Gos badjelbáhcán čuoggát lohkkojuvvojit ruovttoluotta.
rule-money = Menddo unnán šiellat
rule-money-pay-what-you-have = Mávsse dan mii dus lea
rule-money-debt = Vealgái
rule-money-help = Mii dáhpáhuvvá go speallái galgá máksit eambbo go sus lea.
rule-finish = Speallama loahppa
rule-finish-first-home = Vuosttaš ruovttus vuoitá, speallu nohká
rule-finish-places = Speala viidáseappot nuppi ja goalmmát sajis
rule-finish-help = Vuosttaš gii joavdá ruoktot oažžu kássa; earát sáhttet speallat sajiid ovddas.

## The 40 squares: title, story, effect
square-0-title = Álgu
square-1-title = Gosiheapmi
square-1-story = Mátki álgá náittoslohpádusain guhkkin davvin.
square-1-effect = Mihkkige ii dáhpáhuva.
square-2-title = Mihkkiid dápmen
square-2-story = Ruovdeduojár dápmá mihkkiid mátkái.
square-2-effect = Mávsse 1 šiela kássii.
square-3-title = Du miehkki
square-3-story = Du miehkki lea gárvvis, ja ruovdeduojárii ferte máksit.
square-3-effect = Mávsse 2 šiela kássii.
square-4-title = Heasta ja fanas
square-4-story = Dábmet heasta gittis, muhto máhccanmátkkis oainnát fatnasa gáttis.
square-4-effect = Mana ruvttu 5 nala ja mása vuoru.
square-5-title = Gáttis
square-5-story = Bisánat gáddái.
square-5-effect = Mása vuoru.
square-6-title = Sireanat
square-6-story = Sireanat lávlot, ja vajálduhtát gosa ledjet mannamin.
square-6-effect = Mávsse 1 šiela ja máhca álgui.
square-7-title = Áirruin
square-7-story = Fatnasolbmot leat váibadan; váldát áirruid ja fanas šluvgá johtui.
square-7-effect = Johtte ruvttu 11 rádjai.
square-8-title = Rabas čáhci
square-8-story = Dát ruvttu váilu goappašiin boares njuolggadusbáberiin: jaskes čáhci, mihkkige ii dáhpáhuva.
square-8-effect = Mihkkige ii dáhpáhuva.
square-9-title = Ovccát ruvttu
square-9-story = Ruhtadoalli jearrá šiela.
square-9-effect = Mávsse 1 šiela kássii.
square-10-title = Olmmoš váldojuvvo fatnasii
square-10-story = Geasát vuodjá fatnasii.
square-10-effect = Speallái gii dál vuolgahuvvui ruvttus 6 álgui boahtá dása, ja máksá 2 šiela kássii ja 3 dutnje.
square-11-title = Pyhäkoski guoikkat
square-11-story = Väinämöinen stivre fatnasa Pyhäkoski guoikkaid vulos.
square-11-effect = Jus boađát dása guđain (ruvttus 5), bálkestus lohkkojuvvo guktii: joatkke ruvttu 17 rádjai ja mávsse 1 šiela kássii.
square-12-title = Haskil
square-12-story = Fanas časká jiehtanashaskilii.
square-12-effect = Mása vuoru.
square-13-title = Čáhcái
square-13-story = Geasát mihki haskila vuostá ja gahččat fatnasis; dušše du julggit oidnojit.
square-13-effect = Máhca ruvttu 9 nala.
square-14-title = Gádjojuvvon
square-14-story = Du bivdet čázis.
square-14-effect = Mávsse 2 šiela boahtte spealláii gádjuma ovddas.
square-15-title = Návdi časkojuvvo
square-15-story = Časkkát návddi mihkkiinat.
square-15-effect = Mása vuoru.
square-16-title = Haskil fatnasis
square-16-story = Haskil geassojuvvo fatnasii.
square-16-effect = Johtte ruvttu 17 rádjai.
square-17-title = Sállaš
square-17-story = Fatnasolbmot vuoigŋet sállaša maŋŋá.
square-17-effect = Mása vuoru, jus it boahtán dása guđain.
square-18-title = Kantele ráhkaduvvo
square-18-story = Haskila ávdnás ráhkadat kantele.
square-18-effect = Johtte ruvttu 23 rádjai.
square-19-title = Ii oktage máhte čuojahit
square-19-story = Boarrásat ja nuorat geahččalit kantele, iige oktage máhte dan čuojahit.
square-19-effect = Máhca ruvttu 17 nala.
square-20-title = Rábmojeaddji
square-20-story = Čuoččuhat ahte leat kantelemeastir, ja it lihkostuva.
square-20-effect = Máhca ruvttu 17 nala ja mávsse 9 šiela kássii.
square-21-title = Boaresolmmái uvnna alde
square-21-story = Du čuojaheapmi boktá uvnna alde velledeaddji boaresolbmá, gii sádde du guhkás eret.
square-21-effect = Máhca ruvttu 17 nala ja mávsse 1 šiela kássii.
square-22-title = Lávkki kantele luhtte
square-22-story = Kantele lea giehtaolámuttus.
square-22-effect = Du boahtte bálkestus ferte leat 1, vai joavddát ruvttu 23 nala; eará bálkestus sádde du ruovttoluotta ruvttu 17 nala.
square-23-title = Kantele riekta gieđain
square-23-story = Väinämöinen čuojaha, ja olles álbmot guldala geasuhuvvon.
square-23-effect = Vuosttaš boahtti váldá bealli kássas. Buohkat vurdet dáppe dassážii go buohkat leat boahtán, de mátki joatkašuvvá.
square-24-title = Borjjasteapmi Bohjolii
square-24-story = Sánkárat borjjastit davás Bohjolii.
square-24-effect = Dušše bálkestus 2 doalvu du ruvttu 26 rádjai; eará bálkestusat eai mana.
square-25-title = Joavdan Bohjolii
square-25-story = Fanas geassojuvvo Bohjola gáddái.
square-25-effect = Válde 3 šiela kássas.
square-26-title = Sampo jearran
square-26-story = Bohjola emeda hilgu addimis dutnje Sampo ja áitá soahtin.
square-26-effect = Mávsse 2 šiela kássii.
square-27-title = Bohjola nahkáreapmi
square-27-story = Lávllut Bohjola olbmuid nahkárii kanteleinna; dat váldá áiggi.
square-27-effect = Mása vuoru, ja válde 1 šiela juohke eará speallis.
square-28-title = Veaikevárri
square-28-story = Sánkárat mannet veaikevári sisa ohcat Sampo.
square-28-effect = Mása vuoru, de bálkes guktii maŋŋálagaid.
square-29-title = Sampo roggojuvvo
square-29-story = Bohjola vuovssáin ja goavvuin luovvanat Sampo ruohttasiid ja guođát dan fatnasii.
square-29-effect = Válde 3 šiela kássas.
square-30-title = Vuolgin Bohjolas
square-30-story = Sánkárat vulget Bohjolas ja rávkkašit luonddu fámuid veahkkin.
square-30-effect = Válde 1 šiela juohke eará speallis ja mana ruvttu 33 nala, gos vuorddát ovtta bálkestusa, jus dat ii leat guhtta.
square-31-title = Guorga
square-31-story = Lávllut menddo árrat, ja balahuvvon guorga girdá čuorvvodettiin Bohjola guvlui.
square-31-effect = Atte bealli šielainat kássii.
square-32-title = Doarrádus álgá
square-32-story = Guorga boktá Bohjola; dan emeda ráhkkanahttá skiippa suolaid maŋis.
square-32-effect = Mana ruvttu 37 nala ja mávsse 2 šiela kássii.
square-33-title = Muŋkkus
square-33-story = Muŋkkus gokčá buot, dassážii go čuolddát dan mihkkiinat.
square-33-effect = Vuordde guokte bálkestusa, jus it bálkes guđa. Dása boahtti speallái friddjaha du.
square-34-title = Iku-Turso
square-34-story = Návdi Iku-Turso badjána čikŋodagas; bálkestat dan ruovttoluotta bealljiid gitta.
square-34-effect = Vuordde guokte bálkestusa, jus it bálkes vihtta. Dása boahtti speallái friddjaha du.
square-35-title = Bieggaráfe
square-35-story = Garra bieggaráfe measta cuvke fatnasa.
square-35-effect = Vuordde golbma bálkestusa, jus it bálkes njeallje. Dása boahtti speallái friddjaha du.
square-36-title = Gozeheaddji
square-36-story = Mása gaskkas oainnát Bohjola skiippa guhkkin.
square-36-effect = Válde 3 šiela kássas.
square-37-title = Bákti
square-37-story = Loktet bávtti mearas, ja Bohjola skiipa cuovkana dasa.
square-37-effect = Válde 1 šiela juohke eará speallis.
square-38-title = Goaskin
square-38-story = Bohjola emeda, dál goaskin, doalvvasta Sampo; du áiru časká dan gazzaide, ja Sampo gahččá mearrii.
square-38-effect = Vuordde guokte bálkestusa, jus it bálkes guoktása, mii doalvu du ruoktot.
square-39-title = Goaskin girdá ruoktot
square-39-story = Soahti lea nohkan; goaskin girdá ruovttoluotta Bohjolii.
square-39-effect = Okta doalvu du ruoktot; stuorát bálkestus lohkkojuvvo 40:s ruovttoluotta badjelbáhcán čuoggáid mielde.
square-40-title = Ruoktu
square-40-story = Leat ruovttus Sampoin.
square-40-effect = Vuoitát, ja oaččut olles kássa.

## Sáhkku: home and set-up
home-sahkku-title = Sáhkku
home-sahkku-desc = Sámi soahte- ja gilvospeallu guovttis. Bálkes sáhkkumuoraid, bokte soalddáhiiddát, vuoje sin gávccesgierddu birra ja váldde vuostálastti soalddáhiid. Ruoššagielat gáldu buot njuolggadusbearrašat, ustiba dahje dihtora vuostá.
home-play-sahkku = Speala sáhku
sk-setup-title = Ođđa sáhkkuspeallu
sk-family = Njuolggadusbearaš
sk-variant-navuon-raisa = Návuon · Ráisa
sk-variant-navuon-raisa-desc = Oarjebearaš, lahka dánskalaš ja dárogielat daldøs: 13 njealjehasruvttu, 12 soalddáha, guokte birccu mas X, I, II, III, geavahuvvojit garra ortnegis. Bihtát eai goassege máhca ruoktot.
sk-variant-navuon-maze = Návuon · Máze
sk-variant-navuon-maze-desc = Návuon nugo Mázes speallojuvvo: seamma sáhkkolávdi ja bihtát (”ádját” ja ”áhkut”), muhto birccuid sáhttá geavahit makkár ortnegis beare.
sk-variant-gavkevuotna = Gávkevuotna
sk-variant-gavkevuotna-desc = Davvibearaš, mii lea árbejuvvon botkemeahttá: 15 linnjá, golbma birccu main Ø sirdá njeallje, friddja ortnet, soalddáhat eai oaččo meaddit guhtet guimmiideaset, ja gonagas lávke ovddas go dan vuoitá ja lohkko vuoitui.
sk-variant-gavkevuotna-miedut = Gávkevuotna · Miedut
sk-variant-gavkevuotna-miedut-desc = Gávkevuotna speadjalastojuvvon geainnuin: nubbi speallái vuolgá nuppe guvlui, nu ahte goappašat soahteveagat bohtet gaskaráidui seamma geažis.
sk-variant-gavkevuotna-ohcejot = Gávkevuotna · Ohcejot
sk-variant-gavkevuotna-ohcejot-desc = Gávkevuotna Ohcejoga gonagasain: go bisánat vuostálastti gonagasa nala, sáhtát dan vuoitit dahje váldit, mii loahpaha speallama.
sk-variant-lagesvuon = Lágesvuon
sk-variant-lagesvuon-desc = Nuortabearaš, álgovuolggaleamos: passiiva soalddáhiid ii sáhte váldit, muhto daid sáhttá dehkestit, gonagas johtá buot guvlui, ja goappašiin beliin lea dronnet — jus láhppot dan, de vuoittáhallat.
sk-variant-unjarga = Unjárga
sk-variant-unjarga-desc = Unjárggas: soalddáhat bohket njuolga gaskaráidui, gonagas vuoitojuvvo go manná vuostálastti ruovttoráidui, ja spealláit sohpet leago Ø 0 vai 4.
sk-variant-luujavr = Luujávr
sk-variant-luujavr-desc = Gáldu čálliid iežaset njuolggadusat, Luujávrri mielde: láptes guovttebealát bihtát jorgaluvvojit go bohket, speadjalastojuvvon geaidnu, dehkesteapmi, ja gonagas mii vuoitojuvvo iežas linnjás dahje guoros guovddážis.
sk-variant-vuonnamarkan = Vuonnamárkan — máilmmecuppa
sk-variant-vuonnamarkan-desc = Lágesvuon Unjárgga gonagasain, nugo dan spellet sáhku máilmmecuppas Unjárggas (Vuonnamárkanis): ii oktage bihttá oaččo bissánit linnjái gos lea passiiva bihttá, gonagas searvá vuosttaš ársedii mii boahtá vuostálastti ruovttoráidui ja dasto molsu beali go vašálaš bissána dan linnjái, ja gonagas ja dronnetat johtet geainnu mielde dahje njuolga rastá.
sk-compare = Buohtastahte bearrašiid
sk-family-navuon-raisa = Návuon
sk-family-gavkevuotna = Gávkevuotna
sk-family-lagesvuon = Lágesvuon
sk-family-unjarga = Unjárga
sk-family-luujavr = Luujávr
sk-family-vuonnamarkan = Vuonnamárkan
sk-cmp-board = Sáhkkolávdi
sk-cmp-pieces = Bihtát goabbánge
sk-cmp-dice = Birccut
sk-cmp-order = Birccuid ortnet
sk-cmp-activation = Soalddáha boktin
sk-cmp-captures = Váldimat
sk-cmp-king = Gonagas
sk-cmp-queens = Dronnetat
sk-cmp-win = Mo vuoitit
sk-cmp-queen = dronnet
sk-cmp-captures-all = aktiiva ja passiiva bihtát
sk-cmp-captures-block = dušše aktiiva bihtát; passiivat dehkestuvvojit
sk-cmp-captures-active = dušše aktiiva bihtát
sk-cmp-captures-untouchable = dušše aktiiva bihtát; ii oktage bissán passiiva bihtá linnjái
sk-cmp-start = Gii álgá
sk-cmp-win-soldiers = válde buot vuostálastti soalddáhiid (gonagas ii lohkko)
sk-cmp-win-all-pieces = válde juohke vuostálastti bihtá, maiddái gonagasa
sk-cmp-win-queen = dahje válde vuostálastti dronnega
sk-cmp-win-blocked = dahje guođe vuostálasttis dušše dehkestuvvon bihtáid
sk-default-name-1 = Speallái 1
sk-default-name-2 = Speallái 2
sk-seat-one = speallá láptes pyramiddaiguin (sevdnjes), ráiddus a
sk-seat-two = speallá čuohppasan pyramiddaiguin (čuovgat), ráiddus c
sk-level-random = Dihtor: álgi
sk-level-greedy = Dihtor: jođánis
sk-level-expert = Dihtor: áššedovdi
sk-level-master = Dihtor: meašttir
sk-think = Meašttira jurddašanáigi
sk-think-quick = oanehaš (0,2 s juohke vuorus)
sk-think-normal = dábálaš (1 s juohke vuorus)
sk-think-long = guhkki (3 s juohke vuorus)
sk-think-help = Man guhká meašttir speallá spealu ovddos juohke vuoru ovdal; vurkejuvvo dán rusttegii. Dihtoris oanehaš áigige doarvá; telefovdna oaidná sekunddas unnit, danin doppe oanehaš áigi heajuda spealu ja guhkki veahkeha.
sk-starts-first-x = Gii álgá: goabbáge bálkesta ovtta birccu vuorrut dassážii go muhtun oažžu X.
sk-starts-most-x = Gii álgá: goappašagat bálkestit buot birccuid; gii oažžu eanemus X, álgá.
sk-starts-first-x-all = Gii álgá: goabbáge bálkesta buot birccuid vuorrut; vuosttaš gii oažžu X, álgá dainna bálkestusain.
sk-starts-first-x-all-then-throw = Gii álgá: goabbáge bálkesta buot birccuid vuorrut; vuosttaš gii oažžu X, álgá ja bálkesta ođđasit vuosttaš vuorrus várás.
sk-rules-help = Bearraša juohke njuolggadusa sáhttá rievdadit. Juohke linnjá muitala maid dat rievdada; rievdaduvvon njuolggadusat leat merkejuvvon.
sk-reset-rules = Máhca bearraša njuolggadusaide
sk-impossible = Dáid njuolggadusaid ii sáhte speallat ovttas.
sk-group-board = Sáhkkolávdi ja bihtát
sk-group-dice = Birccut
sk-group-activation = Soalddáhiid boktin
sk-group-path = Geaidnu
sk-group-lines = Seamma linnjás
sk-group-captures = Váldimat
sk-group-king = Gonagas
sk-group-queens = Dronnetat
sk-group-start = Gii álgá
sk-group-win = Vuoitin
sk-opt-board = Sáhkkolávdi
sk-opt-board-help = Návuona 13 njealjehasruvttu dahje 15 linnjá juohke ráidui.
sk-opt-board-13 = 3 × 13 ruvttu
sk-opt-board-15 = 3 × 15 linnjá
sk-opt-soldiers = Soalddáhat goabbánge
sk-opt-soldiers-help = 12 soalddáhiin ruovttoráiddu olggosmannanruvttu báhcá guorusin (Návuon).
sk-opt-soldiers-12 = 12 soalddáha
sk-opt-soldiers-15 = 15 soalddáha
sk-opt-dice = Birccut
sk-opt-dice-help = Galle sáhkkumuora bálkestuvvojit.
sk-opt-dice-2 = 2 birccu
sk-opt-dice-3 = 3 birccu
sk-opt-faces = Beallit
sk-opt-faces-help = Juohke birccu njeallje beali.
sk-opt-faces-x-i-ii-iii = X, I, II, III
sk-opt-faces-x-iii-ii-blank = X, III, II, Ø
sk-opt-blank = Ø árvu
sk-opt-blank-help = Guoros bealli ii sirdde maidege, dahje sirdá njeallje linnjá.
sk-opt-blank-0 = ii maidege
sk-opt-blank-4 = 4 linnjá
sk-opt-x-reroll = X ođđasit bálkestit
sk-opt-x-reroll-help = Ovdal sirdima sáhttá X čájeheaddji birccu bálkestit ođđasit.
sk-opt-x-reroll-off = ii
sk-opt-x-reroll-once = oktii juohke birccus
sk-opt-x-reroll-repeat = nu guhká go dat čájeha X
sk-opt-xxx-reroll = X-X-X
sk-opt-xxx-reroll-help = Golbma X sáhttá bálkestit ođđasit buot ovttas.
sk-opt-xxx-reroll-off = ii
sk-opt-xxx-reroll-on = juo
sk-opt-order = Birccuid ortnet
sk-opt-order-help = Garra: vuos X, de bearraša ortnet; árvu maid ii sáhte geavahit láhppo, ja maŋit árvvut maiddái.
sk-opt-order-free = friddja ortnet
sk-opt-order-strict = garra ortnet
sk-opt-activation-order = Guhte soalddát boktá
sk-opt-activation-order-help = Vaikko guhte passiiva soalddát, dahje garrasit vuos dat mii lea lagamusat olggosmannama.
sk-opt-activation-order-free = vaikko guhte
sk-opt-activation-order-strict = vuosttaš ráiddus
sk-opt-activation = Boktin
sk-opt-activation-help = Maid X dahká soalddáha jorgaleami lassin.
sk-opt-activation-step = jorggal ja lávkke ovddas
sk-opt-activation-to-middle = jorggal ja mana gaskaráidui
sk-opt-activation-flip = jorggal sajistis
sk-opt-path = Geaidnu
sk-opt-path-help = Gávccesgierdu, Návuona geaidnu mii ii goassege máhca ruoktot, dahje Miedut speadjalastojuvvon geaidnu.
sk-opt-path-base = gávccesgierdu, ovddalagaid
sk-opt-path-never-home = ii goassege ruoktot
sk-opt-path-miedut = speadjalastojuvvon (Miedut)
sk-opt-own-stacking = Iežas soalddáhat ovttas
sk-opt-own-stacking-help = Besset go speallái aktiiva soalddáhat leat seamma linnjás.
sk-opt-own-stacking-off = ii lohpi
sk-opt-own-stacking-on = lohpi
sk-opt-no-overtaking = Iežas soalddáhiid meaddin
sk-opt-no-overtaking-help = Beassá go soalddát meaddit iežas soalddáha.
sk-opt-no-overtaking-off = lohpi
sk-opt-no-overtaking-on = gildojuvvon
sk-opt-active-with-inactive = Aktiiva passiivain
sk-opt-active-with-inactive-help = Beassá go aktiiva soalddát čuožžut seamma linnjás passiivain.
sk-opt-active-with-inactive-off = ii lohpi
sk-opt-active-with-inactive-on = lohpi
sk-opt-capture-inactive = Passiiva soalddáhiid váldin
sk-opt-capture-inactive-help = Sáhttá go váldit soalddáha mii ain lea ruovttus.
sk-opt-capture-inactive-off = ii
sk-opt-capture-inactive-on = juo
sk-opt-blocking = Dehkesteapmi
sk-opt-blocking-help = Soalddát vuostálastti passiiva soalddáha alde dehkesta dan ja buot mat leat dan duohken.
sk-opt-blocking-off = ii
sk-opt-blocking-on = juo
sk-opt-king-recruit = Gonagasa vuoitin
sk-opt-king-recruit-help = Mo gonagas molsu beali.
sk-opt-king-recruit-land = loahpat sirdima dan linnjái
sk-opt-king-recruit-step-forward = loahpat dan linnjái; dat lávke ovddas
sk-opt-king-recruit-enemy-home-row = mana vuostálastti ruovttoráidui
sk-opt-king-recruit-land-or-centre = dan linnjá dahje guoros guovddáš
sk-opt-king-recruit-home-row-then-land = vuos vuostálastti ruovttoráidui, de dan linnjái
sk-opt-king-moves = Gonagasa johtin
sk-opt-king-moves-help = Ovddas nugo soalddát, dahje buot guvlui.
sk-opt-king-moves-path = ovddas nugo soalddát
sk-opt-king-moves-any-direction = buot guvlui
sk-opt-king-moves-luujavr = X buot guvlui, II ja III ráiddu mielde
sk-opt-king-with-own = Gonagas iežas soalddáhiiguin
sk-opt-king-with-own-help = Beassá go gonagas čuožžut eaiggádis soalddáhiiguin.
sk-opt-king-with-own-off = ii lohpi
sk-opt-king-with-own-on = lohpi
sk-opt-king-with-enemy-inactive = Gonagas vuostálastti passiivaid alde
sk-opt-king-with-enemy-inactive-help = Beassá go gonagas čuožžut seamma linnjás vuostálastti passiiva soalddáhiin.
sk-opt-king-with-enemy-inactive-off = ii lohpi
sk-opt-king-with-enemy-inactive-on = lohpi
sk-opt-king-counts = Gonagas lohkko
sk-opt-king-counts-help = Ferte go maiddái gonagasa váldit vai vuoitá.
sk-opt-king-counts-off = ii
sk-opt-king-counts-on = juo
sk-opt-ohcejot = Gonagasa váldin (Ohcejot)
sk-opt-ohcejot-help = Go speallái bisána vuostálastti gonagasa nala, son sáhttá dan váldit vuoitima sajis.
sk-opt-ohcejot-off = ii lohpi
sk-opt-ohcejot-wins = lohpi, ja dat vuoitá
sk-opt-ohcejot-removes = lohpi, speallu joatkašuvvá
sk-opt-queens = Dronnetat
sk-opt-queens-help = Goappašiin beliin lea dronnet merkejuvvon linnjás; gii dan láhppo, vuoittáhallá.
sk-opt-queens-off = ii
sk-opt-queens-on = juo
sk-opt-soldier-takes-queen = Soalddáhat ja dronnetat
sk-opt-soldier-takes-queen-help = Lágesvuona gáldu dadjá goappašagaid; vállje lohkama.
sk-opt-soldier-takes-queen-off = soalddát ii bisán dronnega ala
sk-opt-soldier-takes-queen-on = soalddát sáhttá váldit gohccán dronnega
sk-opt-any-direction = Johtin buot guvlui
sk-opt-any-direction-help = Mo gonagas ja dronnetat johtet.
sk-opt-any-direction-straight = njuolga
sk-opt-any-direction-turning = sáhttá jorgalit
sk-opt-any-direction-track = geainnu mielde dahje njuolga rastá
sk-opt-middle-row-pass = Gaskaráidu geainnu mielde
sk-opt-middle-row-pass-help = Geaidnu manná gaskaráiddu čađa guktii, mannet ja máhccat: sáhttá go dronnet dahje gonagas gaskaráiddu linnjás joatkit goappašiid mielde, vai dušše dan mielde man alde dat lea?
sk-opt-middle-row-pass-both = goappašat mannamat
sk-opt-middle-row-pass-own = mannan man alde dat lea
sk-opt-first-player = Gii álgá
sk-opt-first-player-help = Okta bircu goabbáge dassážii go boahtá X, eanemus X buot birccuid bálkestusas, dahje buot birccut vuorrut dassážii go boahtá X (dat bálkestus speallojuvvo, dahje dat dušše mearrida gii álgá).
sk-opt-first-player-first-x = vuosttaš X
sk-opt-first-player-most-x = eanemus X
sk-opt-first-player-first-x-all = vuosttaš X, buot birccut
sk-opt-first-player-first-x-all-then-throw = vuosttaš X, buot birccut, de ođđa bálkestus
sk-opt-even-odds = Seamma vejolašvuođat
sk-opt-even-odds-help = Golbma soalddáha lagamusas olggosmanni álget gohccán, doppe gos leat.
sk-opt-even-odds-off = ii
sk-opt-even-odds-on = golbma gohccán
sk-opt-blocked-loses = Dušše dehkestuvvon bihtát
sk-opt-blocked-loses-help = Vuoittáhallá go bealli masa báhcet dušše dehkestuvvon soalddáhat.
sk-opt-blocked-loses-off = ii
sk-opt-blocked-loses-on = vuoittáhallá

## Sáhkku: playing
sk-board-label = { $family } sáhkkolávdi
sk-cell-active = { $n ->
    [one] { $name } aktiiva soalddát
    [two] { $name } guokte aktiiva soalddáha
   *[other] { $name } { $n } aktiiva soalddáha
}
sk-cell-inactive = { $n ->
    [one] { $name } passiiva soalddát
    [two] { $name } guokte passiiva soalddáha
   *[other] { $name } { $n } passiiva soalddáha
}
sk-cell-queen = { $name } dronnet
sk-cell-king = gonagas, friddja
sk-cell-king-of = { $name } gonagas
sk-cell-homeward = ruoktot guvlui
sk-cell-target = linnjá gosa sáhtát sirdit
sk-seat-count = { $n ->
    [one] 1 soalddát
    [two] 2 soalddáha
   *[other] { $n } soalddáha
}, { $lost } láhppon
sk-status-opening = { $name } bálkesta mearridit gii álgá
sk-status-throw = { $name } vuorru bálkestit
sk-status-rerolls = { $name }: doala bálkestusa dahje bálkes X ođđasit
sk-status-move = { $name } vuorru sirdit
sk-throw = Bálkes birccuid
sk-throw-opening = Bálkes ovtta birccu
sk-computer-thinking = { $name } speallá…
sk-computer-stalled = Dihtorspeallára ii sáhttán viežžat (leago dát neahttaoktavuođa haga?). Spealus ii leat mihkkege láhppon.
sk-computer-ask-again = Geahččal ođđasit
sk-master-unscored = Máistara oahppan árvvoštallama ii sáhttán viežžat (leago dát neahttaoktavuođa haga?), nu ahte dál son speallá gieđain dahkkon árvvoštallamiin.
sk-dice = Birccut
sk-die-label = Bircu { $n }: { $face }, { $state }
sk-die-unused = geavatkeahtes
sk-die-used = geavahuvvon
sk-die-burnt = láhppon
sk-die-rerolled = bálkestuvvon ođđasit
sk-moves = Du sirdimat
sk-keep = Doala dán bálkestusa
sk-reroll-die = Bálkes birccu { $n } ođđasit
sk-reroll-all = Bálkes buot golbma ođđasit
sk-capture-king = válde gonagasa
sk-undo-move = Máhcat maŋimuš sirdima
sk-undo-turn = Máhcat mu maŋimuš vuoru
sk-show-path = Čájet geainnu
sk-path-of = { $name } geaidnu
sk-log = Sirdimat dássážii
sk-replay = Geardduheapmi
sk-replay-at = Sirdin { $n } / { $total }
sk-replay-start = Álgu
sk-replay-back = Maŋás
sk-replay-forward = Ovddas
sk-replay-end = Loahppa
sk-replay-close = Gidde geardduheami
sk-replay-from-start = Geardduhe álggu rájes
sk-review-open = Guorahala speallu
sk-review = Spealu guorahallan
sk-review-reading = Speallu lohkkojuvvo…
sk-review-broken = Dán spealu ii sáhte guorahallat: { $why }
sk-review-chart-title = Vuoitinvejolašvuohta juohke vuoru ovdal.
sk-review-chart-reading = { $name } vejolašvuohta dihtora árvvoštallama mielde: stuorimus { $high } ovdal vuoru { $high-turn }, unnimus { $low } ovdal vuoru { $low-turn }.
sk-review-luck = Bálkestusaid lihkku: { $points } čuoggá
sk-review-cost = Mearrádusain massojuvvon: { $points } čuoggá (meattáhusat { $errors }, mearrádusat { $decisions })
sk-review-error-rate = Meattáhusdássi: { $points } čuoggá juohke mearrádussii
sk-review-costliest = Golbma divramus mearrádusa
sk-review-none = Ii oktage mearrádus massán maidege.
sk-review-decision = Vuorru { $turn }, { $name }: { $points } čuoggá massojuvvui
sk-review-played = Speallojuvvon: { $moves }
sk-review-better = Buoret: { $moves }
sk-review-explain = Bálkestusa lihkku lea dat maid bálkestus buvttii vuoitinvejolašvuhtii gaskamearálaš bálkestussii buohtastahttojuvvon; mearrádusa haddi lea dat vejolašvuohta mii massojuvvui buoremus sirdimii buohtastahttojuvvon. Goabbáge leat vuoitinvejolašvuođa čuoggáin, dihtora árvvoštallama mielde. Vállje mearrádusa vai oainnát dan duolbbáduvvos, buoret sirdin merkejuvvon. Meattáhusdássi lea dat maid mearrádus gaskamearálaččat massii; bákkolaš sirdimat eai rehkenastojuvvo.
sk-review-learned = Dás dihtora árvvoštallan lea seamma mainna máistar speallá: árvvoštallan maid son oahpai go speallá duháhiid spealuid iežas vuostá.
sk-review-close = Gidde guorahallama
sk-review-deepen = Deattut juohke mearrádusa nugo ávžžuhus ({ $time })
sk-review-deepen-help = Bajábealde juohke mearrádus lea deattuhuvvon ovtta vuoru čiekŋalit. Ávžžuhusa meašttir sáhttá deattuhit juohke mearrádusa čiekŋaleappot dan jurddašanáiggiin mii lea válljejuvvon ovdal speallu, mearrádusa mearrádusa maŋŋái.
sk-review-weighing = Deattuhuvvo mearrádus { $done } / { $total } nugo ávžžuhus…
sk-review-deep-failed = Mearrádusaid ii sáhttán deattuhit ođđasit: dihtorspeallit eai vástidan (leago dát neahttaoktavuođa haga?). Bajábeale guorahallan bissu; geahččal ođđasit.
sk-review-ranked = Juohke mearrádus lea deattuhuvvon nugo ávžžuhus ({ $time }): lihkadus maid ávžžuhus livččii namuhan buoremussan ii masse maidege.
sk-piece-soldier = soalddát
sk-piece-king = gonagas
sk-piece-queen = dronnet
sk-ev-opening = { $name } bálkesta { $faces }.
sk-ev-starts = { $name } bálkestii X ja álgá.
sk-ev-thrown = { $name } bálkesta { $faces }.
sk-ev-reroll = { $name } bálkesta { $n ->
    [one] ovtta birccu
    [two] guokte birccu
   *[other] { $n } birccu
} ođđasit.
sk-ev-rerolled = Bircu { $die } čájeha dál { $face }.
sk-ev-activated = { $name } boktá bihtá ({ $piece }) sajis { $from }; dat lávke sadjái { $to }.
sk-ev-activated-flip = { $name } boktá bihtá ({ $piece }) sajis { $from }.
sk-ev-moved = { $name } sirdá bihtá ({ $piece }) sajis { $from } sadjái { $to } ({ $face }).
sk-ev-captured = { $name } váldá { $victim } { $n ->
    [one] bihtá ({ $piece })
    [two] guokte bihtá
   *[other] { $n } bihtá
} sajis { $cell }.
sk-ev-recruited = { $name } vuoitá gonagasa (sajis { $cell }).
sk-ev-blocks = { $name } dehkesta passiiva soalddáhiid sajis { $cell }.
sk-ev-burnt = { $name } ii sáhte geavahit { $faces }: láhppon.
sk-ev-skipped = { $name } ii sáhte sirdit ja massá vuoru.
sk-ev-turn = { $name } vuorru.
sk-wins = { $name } vuoitá: { $why }
sk-draw = Dásseárvu: speallu joavddai vuorroráji.
sk-why-no-pieces = vuostálasttis eai leat šat bihtát.
sk-why-only-king = vuostálasttis lea dušše gonagas, mii ii lohkko.
sk-why-queen = vuostálastti dronnet váldui.
sk-why-king-captured = vuostálastti gonagas váldui.
sk-why-blocked = vuostálasttis leat dušše dehkestuvvon bihtát.
sk-illegal-game-over = Speallu lea nohkan.
sk-illegal-not-now = Dat ii leat vejolaš dál.
sk-illegal-bad-throw = Dat ii leat dáid birccuid bálkestus.
sk-illegal-no-such-die = Dakkár birccu ii leat.
sk-illegal-die-used = Dat bircu lea juo geavahuvvon.
sk-illegal-die-order = Birccut fertejit geavahuvvot ortnegis: vuos X, de bearraša ortnet.
sk-illegal-blank-die = Ø ii sirdde maidege dán bearrašis.
sk-illegal-needs-x = Dušše X boktá bihtá.
sk-illegal-no-reroll = Dan birccu ii sáhte bálkestit ođđasit.
sk-illegal-no-such-piece = Dus ii leat doppe bihttá mii sáhttá johtit.
sk-illegal-activation-order = Soalddáhat bohket ortnegis: vuos dat mii lea lagamusat olggosmannama.
sk-illegal-blocked = Dát soalddát lea dehkestuvvon: vuostálasti lea dan linnjás dahje dan ovddabealde.
sk-illegal-not-activated = Dát soalddát ii leat vel boktán: dat dárbbaša X.
sk-illegal-wrong-distance = Bircu ii olahuva dan linnjái.
sk-illegal-not-your-king = Gonagas ii leat du.
sk-illegal-own-piece = Du iežat soalddát lea juo dan linnjás.
sk-illegal-with-inactive = Aktiiva soalddát ii oaččo čuožžut dáppe passiivain.
sk-illegal-overtakes = Soalddát ii oaččo meaddit iežas soalddáha.
sk-illegal-king-with-own = Gonagas ii oaččo čuožžut du soalddáhiin dahje dronnegiin.
sk-illegal-king-with-inactive = Gonagas ii oaččo čuožžut vuostálastti passiiva soalddáhiin.
sk-illegal-queen-line = Soalddát ii oaččo bisánit dronnegiin, iige dronnet passiivain dahje iežas soalddáhiin.
sk-illegal-cannot-recruit = Gonagasa ii sáhte vuoitit: du iežat bihttá čuožžu doppe gosa dat lávkkešii.
sk-illegal-king-not-taken = Gonagas vuoitojuvvo go manná vuostálastti ruovttoráidui, ii bisánemiin dan nala.
sk-illegal-no-king-capture = Dušše Ohcejot-njuolggadus diktá du váldit gonagasa.
sk-illegal-no-move-for-die = Ii makkárge du bihttá sáhte dál johtit dáinna bircuin.

## Saves
save-failed = Ii vurkejuvvon: dát neahttalohkki hilgu vurkema (priváhta dilli, dahje dievva). Speallu joatkašuvvá, muhto ii vurkejuvvo.
save-damaged = Du vurkejuvvon speallu ii rahpasan: { $why } Dat lea bidjojuvvon bálddalassii, rievdadkeahttá.
save-error-foreign = dat ii leat dán prográmma vurkejuvvon speallu (billašuvvan, dahje eará sajis).
save-error-future = dat lea vurkejuvvon prográmma ođđaset veršuvnnain.
save-error-invalid = dan speallu ii čuovo njuolggadusaid. { $detail }
save-invalid-entry = Dan beavdegirjji merkoštus { $n }, ”{ $entry }”, ii sáhte speallojuvvot. { $why }
save-invalid-seats = Sajit: { $seats }; spealli spealus: { $players }.
save-invalid-player = Das lea spealli maid dát prográmma ii dovdda: ”{ $player }”.
save-invalid-player-count = Sampo speallojuvvo 2–6 spealliin, ii { $n } spealliin.
save-invalid-start-seat = Das ii leat saji { $seat } mii álgá speallu.
save-invalid-game-over = Speallu lei juo nohkan.
save-invalid-bad-roll = Dat ii leat guđagihkkásaš birccu bálkestus.
save-invalid-family = Das lea njuolggadusbearaš maid dát prográmma ii dovdda: ”{ $name }”.
save-invalid-rule = Das lea ruovttunjuolggadus maid dát prográmma ii dovdda: ”{ $name }”.
save-invalid-rule-value = ”{ $value }” ii leat ruovttunjuolggadusa ”{ $name }” árvu.
save-invalid-rules-text = Dan ruovttunjuolggadusaid ii sáhte lohkat: ”{ $text }”.
save-invalid-rules-impossible = Dan ruovttunjuolggadusaid ii sáhte speallat ovttas.
save-invalid-unreadable = Dat ii leat bálkestus iige sirdin man dakko sáhttá dahkat.
save-invalid-not-the-dice = Dat ii leat bálkestus maid dán speallu bircot addet.
save-download = Viečča seilluhuvvon kopiija
save-dismiss = Gidde

## Updates
update-ready = Prográmma ođđa veršuvdna lea gárvvis. Du speallu lea vurkejuvvon.
update-reload = Viečča ođđasit

## Saved games and replays
slots-title = Vurkejuvvon spealut
slots-save-as = Vurke namain…
slots-name-prompt = Dán vurkejuvvon spealu namma:
slots-save-failed = Speallu ii sáhttán vurkejuvvot: dát neahttalohkki hilgu vurkema (priváhta dilli, dahje dievva).
slots-finished = nohkan
slots-turn = vuorru { $n }
slots-imported = Viežžon ja dárkkistuvvon: { $name }
slots-import-refused = Dát fiila ii viežžon: { $why }
slots-import = Viečča spealufiilla…
slots-drop = dahje luoitte spealufiilla dán siidui.
slots-none = Ii vel vurkejuvvon spealut. Spealus geavat ”Vurke namain…”.
slots-name = Namma
slots-game = Speallu
slots-progress = Dilli
slots-date = Vurkejuvvon
slots-open = Raba
slots-replay = Geardduhe
slots-rename = Nammat ođđasit
slots-export = Doalvvo olggos
slots-delete = Sihko
slots-delete-confirm = Sihkut go vurkejuvvon spealu ”{ $name }”? Dan ii sáhte máhcahit.
slots-autosaved-name = Speallu mii lea jođus (vurkejuvvon automáhtalaččat)
replay-pause = Boatkka
replay-play-0 = Čájet njuolgadit
replay-play-1 = Čájet
replay-play-2 = Čájet jođánit
save-other-tab = Dát speallu lea rabas maiddái eará gilkoras: dát gilkor lea heaittihan vurkema, vai dat guovttis eaba čále nubbi nuppi badjel.

## Projector
projector = Projektor
projector-keys = Projektordilli: stuorra teaksta ja garra kontrásta (boallu F)

## Keys help
keys-title = Boalut
keys-space-key = Gaskaboallu / Enter
keys-space = bálkes birccu (Sampo), bálkes birccuid (Sáhkku); vázzima áigge loahpat dan
keys-dice-key = 1 2 3
keys-dice = vállje sáhkkubirccu
keys-keep-key = K
keys-keep = doala sáhkkubálkestusa
keys-undo-key = U
keys-undo = máhcat du maŋimuš sáhkkusirdima dahje maŋimuš Sampo-bálkestusa
keys-path-key = P
keys-path = čájet goappašiid beliid geainnu
keys-cells-key = Tab, ← ↑ → ↓, Enter
keys-cells = johtte boaluid ja sáhkkolávddi linnjáid gaskkas; Enter vállje bihtá, de merkejuvvon linnjá
keys-projector-key = F
keys-projector = projektordilli
keys-help-key = ? / Esc
keys-help = čájet / gidde dán veahki

## Lab
home-lab-desc = Laboratoria speallá duhátiid dihtorspealuid silbmečalmmis ja sárgu mii dáhpáhuvvá: man guhká spealut bistet, guhte sadji vuoitá, gosa bircu sádde bihtáid.
lab-title = Laboratoria
lab-intro = Vállje spealu ja dan njuolggadusaid, ja dihtor speallá nu máŋga spealu go dáhtut, geardduhahtti birccuiguin. Diagrámmat šaddet spealuid áigge; juohkehaš muitala ovttain cealkagiin maid dat čájeha.
lab-loading = Laboratoria rahpasa…
lab-unavailable = Laboratoria ii sáhttán viežžat (leago dát neahttaoktavuođa haga?). Eará oasit prográmmas doibmet; geahččal ođđasit go neahttaoktavuohta lea.
lab-game = Speallu
lab-players = Spealláit
lab-games = Spealut
lab-seed = Birccuid siepman
lab-seed-help = Seamma siepman ja seamma heivehusat addet áibbas seamma spealuid: luohkká sáhttá geardduhit geahččalusa, dahje rievdadit ovtta njuolggadusa ja oaidnit dušše dan váikkuhusa.
lab-seat = Sadji { $n }
lab-compare = Buohtastahte guokte heivehusa bálddalagaid
lab-setting-a = Heivehus A
lab-setting-b = Heivehus B
lab-rules-default = dábálaš njuolggadusat
lab-rules-changed = { $n ->
    [one] okta njuolggadus rievdaduvvon
    [two] guokte njuolggadusa rievdaduvvon
   *[other] { $n } njuolggadusa rievdaduvvon
}
lab-run = Speala spealuid
lab-cancel = Bisset
lab-error-seed = Birccuid siepman ferte leat ollislohku, omd. 1 dahje 2026.
lab-progress = Ovdáneapmi
lab-running = Spealut speallojuvvon: { $done } / { $target } · sullii { $left } s báhcán
lab-finished = Spealut speallojuvvon: { $done }, { $secs } sekunddas ({ $rate } spealu sekunddas).
lab-cancelled = Bissehuvvon go { $done } / { $target } spealu ledje speallojuvvon: diagrámmat čájehit speallojuvvon spealuid.
lab-failed = Bissehuvvon go { $done } / { $target } spealu ledje speallojuvvon: dihtorspealláriid ii sáhttán viežžat (leago dát neahttaoktavuođa haga?).
lab-results = Bohtosat
lab-chart-length-rounds = Spealuid guhkkodat gierdduin.
lab-chart-length-turns = Spealuid guhkkodat vuoruin.
lab-chart-wins = Vuoittut sajiid mielde, 95 %:a luohttevašvuođagaskkaiguin.
lab-chart-heat = Gos vuorut nohket geainnus.
lab-chart-coins = Šiellat maid juohke ruvttu sirdá spealus.
lab-chart-captures = Váldon bihtát spealus, váldi beali mielde.
lab-chart-burnt = Man stuorra oassi juohke sirdimii bálkestuvvon bealis buolai.
lab-soldiers = soalddáhat
lab-kings = gonagasat
lab-queens = dronnetat
lab-into-pot = kássii
lab-out-of-pot = kássas
lab-between-players = spealliid gaskkas
lab-net-pot = kássa saldo
lab-fair-share = ovttaárvosaš vejolašvuođat: { $share }
lab-heat-cell = Ruvttu { $n }: { $share } vuoruin nohká dása
lab-read-none = Ii vel spealut.
lab-read-length-rounds = Bealli spealuin nohká { $median ->
    [one] ovtta gierddus
    [two] guovtti gierddus
   *[other] { $median } gierddus
} dahje árabut, ovcci logis { $p90 } gierddus, ja guhkimus bisttii { $max }.
lab-read-length-turns = Bealli spealuin nohká { $median ->
    [one] ovtta vuorus
    [two] guovtti vuorus
   *[other] { $median } vuorus
} dahje árabut, ovcci logis { $p90 } vuorus, ja guhkimus bisttii { $max }.
lab-read-wins-few = Menddo unnán spealut buohtastahttit sajiid: speala eambbo.
lab-read-wins-even = Sadji { $best } vuittii dávjjimusat ({ $best-share }) ja sadji { $worst } hárvvimusat ({ $worst-share }), muhto dakkár erohus boahtá dušše vejolašvuođas: sajit orrot leamen seamma buorit ({ $fair } juohkehaččas).
lab-read-wins-uneven = Sadji { $best } vuittii dávjjimusat ({ $best-share }) ja sadji { $worst } hárvvimusat ({ $worst-share }); vejolašvuohta okto addá hárve nu stuorra erohusa, nu ahte sadji mearkkaša.
lab-read-draws = { $n ->
    [one] Okta speallu bissehuvvui dásseárvun.
    [two] Guokte spealu bissehuvvuiga dásseárvun.
   *[other] { $n } spealu bissehuvvojedje dásseárvun.
}
lab-read-landings = Vuorut nohket dávjjimusat ruvttu { $most } nala ({ $most-share }) ja hárvvimusat ruvttu { $least } nala ({ $least-share }); jus buot ruvttut livčče seamma vejolaččat, juohkehaš ožžošii { $even }.
lab-read-coins = Ruvttu { $into } lasiha kássa eanemusat ({ $into-mean } šiela spealus) ja ruvttu { $out } guorrada dan eanemusat ({ $out-mean } šiela spealus).
lab-read-captures = Spealus váldojuvvojit gaskamearálaččat { $mean } bihtá: vuosttaš bealli váldá { $one } ja nubbi { $two }.
lab-read-burnt-none = Ii oktage bircu buollán dáin spealuin.
lab-read-burnt = { $face } buollá dávjjimusat: sirdimii bálkestuvvon { $face }-beliin láhppo { $share }; { $least } hárvvimusat ({ $least-share }).
lab-read-compare-same = Spealut bistet sullii seamma guhká goappašiin heivehusain (gaskamearálaččat { $a } A:in, { $b } B:in).
lab-read-compare-longer = Heivehusain B spealut leat gaskamearálaččat { $change } guhkibut ({ $b } vs. { $a }).
lab-read-compare-shorter = Heivehusain B spealut leat gaskamearálaččat { $change } oanehaččabut ({ $b } vs. { $a }).

## Dice statistics
dice-title = Birccuid statistihkka
dice-expected = rehálaš bircu: { $share }
dice-read-few = { $n ->
    [one] Dušše okta bálkestus
    [two] Dušše guokte bálkestusa
   *[other] Dušše { $n } bálkestusa
}: menddo unnán árvvoštallat birccuid; dárbbašuvvojit sullii { $need }.
dice-read-fair = { $n } bálkestusa: logut earránit rehálaš birccu loguin eanemusat nu ollu go vejolašvuohta sáhttá daid earránahttit (χ² = { $chi2 }, vuollel { $limit }).
dice-read-unlikely = { $n } bálkestusa: rehálaš bircu addá nu stuorra erohusa hárvvibut go oktii 20:s (χ² = { $chi2 }, badjel { $limit }); joatkke lohkama, dahje geahča birccuid.

## Teacher controls
teacher-title = Oahpaheaddji stivrrat
teacher-step-on = lávki lávkki maŋŋá
teacher-step = Lávki lávkki maŋŋá: dihtor vuordá N (dahje Boahtte) ovdal juohke doaimma
teacher-next = Dihtora boahtte doaibma (N)
teacher-pace = Dihtora leaktu
teacher-pace-slow = njoahci
teacher-pace-normal = dábálaš
teacher-pace-fast = jođánis
teacher-legal = Čájet lobálaš sirdimiid (listu ja merkejuvvon linnját)
teacher-undo-roll = Máhcat maŋimuš bálkestusa (U)
keys-next-key = N
keys-next = dihtora boahtte doaibma (oahpaheaddji stivrrat, lávki lávkki maŋŋá)

## Board as a list, typed moves
sk-list-title = Sáhkkolávdi listun
sk-row-home = { $name } ruovttoráidu
sk-row-middle = gaskaráidu
sk-row-empty = Dán ráiddus ii leat mihkkige.
sk-line = linnjá { $n }
sk-type-label = Čális sirdima
sk-type-play = Speala
sk-type-help = Sirdinlisttu merkemiin, omd. X*a15-b15 dahje III:b15-b12; ”t” bálkesta birccuid; gaskkat ja stuorra bustávat eai mearkkaš maidege.
sk-type-unknown = ”{ $move }” ii leat sirdin dáppe. Sirdinlistu čájeha mo juohke sirdin čállojuvvo.

## Explaining a square (Sampo)
board-explain-here = Dáppe dál: { $names }.
board-explain-empty = Dáppe ii leat dál oktage bihttá.
board-explain-close = Gidde
keys-squares-key = ← → Home End, Enter
keys-squares = Sampo: johtte geainnu ruvttuid mielde ja loga ruvttu muitalusa ja váikkuhusa

## Explaining a Sáhkku piece
sk-explain = Bihttá ({ $piece }) sajis { $cell } sáhttá dál speallat: { $moves }. Coahkkal merkejuvvon linnjá, dahje čális muhtuma dáin.

## Njuolggadussiiddut
rules-title = Njuolggadusat
rules-open = Njuolggadusat
rules-family-open = Dán bearraša njuolggadusat
rules-close = Gidde (Esc)
rules-loading = Njuolggadusat rahpasit…
rules-unavailable = Njuolggadusaid ii sáhttán viežžat (leago dát neahttaoktavuođa haga?). Eará oasit prográmmas doibmet; geahččal ođđasit go neahttaoktavuohta lea.
rules-choose = Makkár njuolggadusaid lohkat
rules-contents = Dán siiddus
rules-house-rules = Dát leat din beavddi njuolggadusat, rievdaduvvon ruovttunjuolggadusaiguin.
rules-before-title = Ovdal:
rules-after-title = Maŋŋá:
rules-before = { $name } bálkesta { $faces } ja speallá { $move }.
rules-path-of = Speallái { $name } soalddáhiid geaidnu, njuola álggus.
rules-compare-title = Bearrašat bálddalagaid
rules-sk-start-title = Gii álgá
rules-sk-start = { $first-player ->
    [most-x] Goappašagat bálkestit buot birccuid; dat geas leat eanet X:t álgá, ja seammaláhkái bálkestuvvo ođđasit.
    [first-x-all] Spealliid bálkestit buot birccuid vuorrut dassážii go bálkestusas lea X. Dat speallái álgá, ja dat bálkestus lea su vuosttaš vuorru.
    [first-x-all-then-throw] Spealliid bálkestit buot birccuid vuorrut dassážii go bálkestusas lea X. Dat speallái álgá ja bálkesta ođđasit vuosttaš vuorrus várás.
   *[other] Spealliid bálkestit juohkehaš ovtta birccu vuorrováldde dassážii go nubbi oažžu X:a. Son álgá ja doallá X:a vuosttaš vuorrui, goas dainna ferte boktit soalddáha.
} { $even-odds ->
    [on] Seamma vejolašvuođat: goappašiid beliid golbma soalddáha lagamusas olggosmanni álget gohccán doppe gos leat, ja njealját lea boahtte gii bohccá.
   *[other] {""}
}
rules-sk-board-title = Sáhkkolávdi ja geaidnu
rules-sk-board = Sáhkkolávddis leat golbma ráiddu, juohkehaččas { $len } { $cells ->
    [yes] ruvttu
   *[no] linnjá
}: goappašiid spealliid ruovttoráidu ja daid gaskkas gaskaráidu. Álggus juohke soalddát velleda passiivan iežas ruovttoráiddus{ $queens ->
    [on] , goappašiid beliid dronnet vuordá gaskaráiddu mearkkaštuvvon linnjás,
   *[off] {""}
} ja gonagas, gonagas gii ii vel gula geasage, čuožžu mearkkaštuvvon guovddášlinnjás. { $path ->
    [never-home] Soalddáhat mannet iežaset ruovttoráiddu, ja de jorret gaskaráiddu ja vuostálastti ráiddu fas ja fas: eai goassege máhca ruoktot.
    [miedut] Soalddáhat mannet gávccesgierddu: ruovttoráiddu, gaskaráiddu, vuostálastti ráiddu ja fas gaskaráiddu. Nuppi speallái geaidnu lea speadjalastojuvvon, nu ahte goappašat armeijat bohtet gaskaráidui seamma gežiid.
   *[other] Soalddáhat mannet gávccesgierddu fas ja fas: ruovttoráiddu, gaskaráiddu, vuostálastti ráiddu ja fas gaskaráiddu.
}
rules-sk-dice-title = Birccut
rules-sk-dice = { $faces ->
    [x-i-ii-iii] Birccut leat { $dice }, njealjebealat sáhkkut main leat mearkkat X, I, II ja III: X ja I sirdet bihtá ovtta linnjá, II guokte, III golbma.
   *[other] Birccut leat { $dice }, njealjebealat sáhkkut main leat mearkkat X, II, III ja guorus bealli Ø: X sirde bihtá ovtta linnjá, II guokte, III golbma ja Ø { $blank ->
        [0] ii ollege
       *[other] njeallje linnjá
    }.
} { $order ->
    [strict] Birccut geavahuvvojit mearriduvvon ortnegis: vuos X, de { $faces ->
        [x-i-ii-iii] I, II ja III
       *[other] III, II ja Ø
    }.
   *[other] Birccuid sáhttá geavahit makkár ortnegis beare.
} Juohke bircu sirde ovtta bihtá; bircu maid ii oktage bihttá sáhte geavahit buollá.
rules-sk-waking-title = Soalddáhiid boktin
rules-sk-waking = Passiiva soalddát ii sáhte johtit. { $activation ->
    [flip] Bircu mas lea X jorgala passiiva bihtá sajistis: das rájes dat lea aktiiva.
    [to-middle] Bircu mas lea X boktá soalddáha, mii johtá njuolga gaskaráidui.
   *[other] Bircu mas lea X boktá soalddáha: dat čuožžila ja johtá ovtta linnjá iežas geainnu mielde.
} { $activation-order ->
    [strict] Soalddáhat gohccet vuorrováldde, dat mii lea lagamusas ruovttoráiddu olggosmanni vuos.
   *[other] Makkár passiiva soalddáha beare sáhttá boktit.
}
rules-sk-lines-title = Johtin ja seamma linnjá
rules-sk-lines = Aktiiva bihttá johtá iežas geainnu mielde áibbas nu máŋga linnjá go su bircu čájeha. Makkár bihtát sáhttet leat seamma linnjás, ja sáhttá go soalddát mannat iežas soalddáhiid meattá, rievddada bearrašis bearrašii:
rules-sk-capture-title = Váldin
rules-sk-capture = Bihttá mii loahpaha johtimis linnjái gos leat vuostálastti bihtát, váldá buot daid, ja dat vulget sáhkkolávddis. { $capture-inactive ->
    [on] Maiddái passiiva soalddáhat váldojuvvojit.
   *[other] Dušše aktiiva bihtát váldojuvvojit; passiiva soalddáha ii sáhte váldit.
}
rules-sk-blocking-title = Dehkestit
rules-sk-blocking = Soalddát mii loahpaha johtimis vuostálastti passiiva soalddáha ala, čuožžu dan alde ja dehkesta dan: dat soalddát ja dat mat leat dan duohken ráiddus eai sáhte gohccát ovdal go dehkesteaddji vuolgá eret.
rules-sk-king-title = Gonagas
rules-sk-king = { $king-recruit ->
    [step-forward] Soalddát mii loahpaha johtimis gonagasa linnjái, vuoitá dan iežas bellii, ja gonagas johtá dakkaviđe ovtta linnjá ovddas guvlui ođđa beali geainnu mielde.
    [enemy-home-row] Soalddát mii boahtá vuostálastti ruovttoráidui vuoitá gonagasa iežas bellii, gos dal dat leažžá; ii oktage soalddát oaččo bissánit dan linnjái.
    [land-or-centre] Soalddát mii loahpaha johtimis gonagasa linnjái dahje guorus guovddášlinnjái, vuoitá dan iežas bellii.
    [home-row-then-land] Gonagas ii gula geasage, iige oktage bihttá oaččo bissánit dan linnjái, ovdal go vuosttaš soalddát boahtá vuostálastti ruovttoráidui: dat vuoitá gonagasa iežas bellii, gos dal dat leažžá. Dan maŋŋá vuostálastti soalddát dahje dronnet mii loahpaha johtimis gonagasa linnjái váldá dan ja juohká linnjá dainna; gonagas ii goassege váldojuvvo.
   *[other] Soalddát mii loahpaha johtimis gonagasa linnjái, vuoitá dan iežas bellii.
} Das rájes dat speallá dan beali ovddas, dassážii go nubbi bealli vuoitá dan ruoktot.
rules-sk-queen-title = Dronnetat
rules-sk-queen = Goappašiin beliin lea dronnet, gii álgá passiivan gaskaráiddu mearkkaštuvvon linnjás mii lea lagamusas iežas beali olggosmanni. X boktá su lávkkiin guorus linnjái; { $any-direction ->
    [track] gohccán dronnet johtá gonagasa láhkai: iežas geainnu mielde ovddas dahje maŋos, dahje njuolga ráidduid rastá, juste nu máŋga linnjá go bircu čájeha{ $middle-row-pass ->
        [own] {""}; gaskaráiddus son joatká dan mannama mielde man alde son lea: man mielde bođii, dahje rastá lávkkidettiin dan mii čuovvu ráiddu maid guđii
       *[other] {""}; gaskaráiddu linnjás son sáhttá joatkit goabbá nu mannama mielde iežas geainnus
    }
   *[other] gohccán dronnet johtá buot guvlui
}. { $soldier-takes-queen ->
    [off] Dronnet dahje gonagas (ii goassege soalddát)
   *[on] Bihttá
} mii loahpaha johtimis gohccán vuostálastti dronnega ala váldá su, ja su bealli vuoittáhallá dakkaviđe.
rules-sk-win-title = Vuoitin
rules-sk-win = Vuoitit: { $how }. Speallu mii joksá { $turns } vuoru lea dásseváldi.
rules-sampo-goal-title = Mátki
rules-sampo-goal = Juohke speallái borjása iežas bihtáin Kalevala muitalusa 40 ruvttu čađa, vuosttaš ruvttus ruktui 40, ruoktot Sampoin.
rules-sampo-turn-title = Vuorru
rules-sampo-turn = Nuoramus speallái álgá, ja vuorru manná beavddi birra. Bálkes birccu, sirdde bihtá nu máŋga ruvttu ja daga dan maid ruktu gos bissánit dadjá: mávsse dahje váldde šiellaid, mana ovddas dahje maŋás, dahje vuorddé. Vuolábealde golbma speallái leat bálkestan juohkehaš oktii:
rules-sampo-coins-title = Šiellat ja kássa
rules-sampo-coins = Juohkehaš oažžu 15 šiella ja máksá 5 oktasaš kássii, nu ahte juohkehaš álgá 10 šiellain. Ruvttut dahket du máksit kássii, váldit das dahje máksit earáide; vuosttaš gii joksá ruvttu 23 váldá beali kássas.
rules-sampo-holds-title = Vuordin
rules-sampo-holds = Muhtun ruvttut dollet du bihtá: massát ovtta dahje eanet vuoruid, dahje dárbbašat dihto logu joatkit (ruvttut 22, 24, 33–35 ja 38). Ruvttuin 33–35 nubbi speallái gii boahtá luoitá du.
rules-sampo-end-title = Loahppa
rules-sampo-end = Vuosttaš speallái gii joksá ruvttu 40 vuoitá ja váldá dan mii lea báhcán kássii. Bálkestus mii manašii 40 badjel lohkkojuvvo ruoktot ruvttus 40, jus ruovttunjuolggadusat eai gáibit dárkilis bálkestusa.
rules-sampo-squares-title = 40 ruvttu
rules-sampo-square-story = Ruktu ja muitalus
rules-sampo-square-effect = Maid dat dahká

## Oahpahus
tutorial-open = Oahpa speallat
tutorial-title = Oahpat speallat
tutorial-step = lávki { $n } / { $of }
tutorial-end = Loahpat oahpahusa
tutorial-rules = Loga njuolggadusaid
tutorial-computer = Dihtor
tutorial-sampo-first-roll = Don leat speallái 1, álggus. Buohkat borjájit ruvttuin 1–40, ja vuosttaš gii joksá ruktot vuoitá. Bálkes birccu: deaddil ”Bálkes birccu” dahje gaskaboalu.
tutorial-sampo-square = Don leat ruvttus { $n }, ”{ $title }”. Juohke ruvttus lea muitalus ja rávva: { $effect } Muitaleaddji lohká daid. Go fas lea du vuorru, bálkes.
tutorial-sampo-coins = Šiellat: juohkehaš álggii 10 šiellain, ja kássa vurke dan maid spealliid mákset. Listu čájeha juohkehačča šiellaid, ja unna lohku čájeha maid juste rievddai. Bálkes fas.
tutorial-sampo-explain = Muhtun ruvttut dollet du: massát vuoruid, dahje dárbbašat dihto logu joatkit. Loga makkár ruvttu beare coahkkalit dan, dahje johtte sáhkkolávddis njuolladeaddilusaiguin ja deaddil Enter. Bálkes fas.
tutorial-sampo-done = Dat lea buot maid dárbbašat. Speala ruktui 40 rádjai, dahje loga njuolggadusaid buot bienaid.
tutorial-sk-opening = Vuos, gii álgá: goabbáge bálkesta ovtta birccu vuorrováldde, ja vuosttaš gii oažžu X:a álgá. Deaddil ”Bálkes ovtta birccu” dahje gaskaboalu.
tutorial-sk-throw = Du vuorru: bálkes birccuid. Deaddil ”Bálkes birccuid” dahje gaskaboalu.
tutorial-sk-reroll = Don bálkestit X:a, man sáhttá bálkestit ođđasit: vállje dan birccu ja bálkes ođđasit, dahje doala bálkestusa (K).
tutorial-sk-wake = Dus lea X. Du soalddáhat nohkkasit du ruovttoráiddus (ráidu a), ja dušše X boktá ovtta. Coahkkal soalddáha, de mearkkaštuvvon linnjá gosa dat manná, dahje vállje sirdima listtus.
tutorial-sk-move = Juohke bircu sirde ovtta gohccán bihtá nu máŋga linnjá go dat čájeha. Coahkkal ovtta du čuožžu soalddáhiin, de mearkkaštuvvon linnjá, dahje vállje sirdima listtus.
tutorial-sk-wait = { $name } speallá. Čuovo sáhkkolávddi: čuokkisláhtti čájeha maŋimuš sirdima.
tutorial-sk-captured = Don váldet! Go loahpahat johtima vuostálastti bihtáid ala, de dat vulget sáhkkolávddis.
tutorial-sk-lost = { $name } válddii du bihtáid. Bisán su bihtáid ala máksit ruoktot.
tutorial-sk-burnt = Bircu maid ii oktage bihttá sáhttán geavahit buolai: dat lea láhppon dán vuorus.
tutorial-sk-done = Don máhtát vuođđoášši: bokte X:iin, johtte birccuiguin, válde bisánemiin vuostálastti ala. Njuolggadusat muitalit eará: gonagasa, ja got vuoitit.
ask-cancel = Gaskkalduhte
ask-save = Vurke

# Speallu juogadeapmi liŋkkain ja QR-kodain (issue 18)
share-open = Juogat
share-title = Juogat dán speallu
share-what-game = Speallu dakkár go dál lea
share-what-position = Dán dili jearaldahkan: ”Maid don čuoččáldivččet dás?”
share-qr = Liŋkka QR-koda
share-note = Speallu johtá liŋkkas alddis: guhte dan rahpá, oažžu dan máŋgosa iežas ráidnii.
share-link = Liŋka
share-copy = Máŋge liŋkka
share-copied = Liŋka lea máŋgejuvvon.
share-copy-failed = Dát čilgejeaddji ii diktán máŋget liŋkka: vállje dan ja máŋge ieš.
share-native = Juogat…
share-close = Gidde
shared-title = Juogaduvvon speallu
shared-question = Maid don čuoččáldivččet dás?
shared-sampo = Sampo, speallit { $names }. Bálkestemiid dássážii: { $rolls }.
shared-sahkku = Sáhkku ({ $family }): { $one } { $two } vuostá. Sirdimiid dássážii: { $moves }.
shared-over = Dát speallu lea nohkan.
shared-play = Joatkke speallu dás
shared-position = Raba dili
shared-watch = Geahča vuosttaš sirdimis
shared-home = Ruovttoluotta álgosiidui
shared-note = Go joatkkát dás, speallu lea du iežat: nubbi rádni doallá iežas máŋgosa. Speallu mii dus lei bargovuložin vurkejuvvo Vurkejuvvon spealuide.
shared-resume = Ruovttoluotta du spealu lusa
link-error = Dát liŋka ii rabas maidege: { $why }
link-error-foreign = dat ii leat liŋka Sampo & Sáhkku -spealu lusa.
link-error-damaged = dat lea billašuvvan dahje oaniduvvon. Jeara dan ođđasit, dahje máŋge olles liŋkka.
link-error-future = dan lea dahkan prográmma ođđasut veršuvdna. Viečča prográmma ođđasit ođasmahttin dihtii dan.
link-error-invalid = dan speallu ii čuovo njuolggadusaid. { $detail }
share-page-title = Juogat dán siiddu
share-page-note = Liŋka rahpá dán siiddu dán gillii nuppi ráttis.
share-lesson-title = Juogat dán oahpahusa
share-lesson-note = Liŋka álggaha seamma oahpahusa dán gillii nuppi ráttis.
share-lab-title = Juogat dán heivehusa
share-lab-note = Liŋka rahpá Laboratoria dáinna heivehusain: ”Speala spealuid” speallá seamma spealuid ođđasit (siepman mearrida daid).
lab-shared = Juogaduvvon heivehus: ”Speala spealuid” speallá seamma spealuid ođđasit.

## Play by link (issue 18)
kind-link = Ustit, liŋkkain
sk-seat-two-link = speallá čuohppasan pyramiddaiguin (čuovgat), ráiddus c, iežas ráinnis: juohke vuoru maŋŋá sáddebeahtti liŋkka nubbi nubbái
link-slot-name = Sáhkku liŋkkain: { $name }
link-status-waiting = Vuordimin liŋkka: { $name }
link-invite-title = Bovde: { $name }
link-invite-note = Sádde dán bovdejumi: { $name }. Vástádus boahtá liŋkan: rabas dan dán ráinnis, de speallu álgá.
link-answer-title = Sádde vástádusat: { $name }
link-send-title = Du vuorru lea gergos: sádde dan: { $name }
link-wait-note = Boahtte vuorru ({ $name }) boahtá liŋkan: rabas dan dán ráinnis. Dan botta speallu lea Vurkejuvvon spealuin.
link-last-title = Speallu lea nohkan: sádde maŋimuš liŋkka: { $name }
link-last-note = Dainna { $name } maid oaidná spealu loahpa.
link-send = Sádde liŋkka…
link-send-dialog = Sádde liŋkka
link-send-dialog-note = Máŋge dan dieđáhussii, geavat ráidnása juogadeami, dahje divtte nuppi speallái skánnet koda. Dušše nuppi ráidnása speallu sáhttá dan rahpat.
link-invited-title = { $host } bovde du speallat sáhkku
link-invited-summary = { $family }: { $host } speallá beali 1, don speallat beali 2 namain { $guest }. Juohke vuoru maŋŋá sáddebeahtti liŋkka nubbi nubbái.
link-accept = Dohkket ja vástit
link-dice-note = Goappašat ráiddut bálkestit birccuid ovttas: ii goabbáge speallis sáhte daid oaidnit ovdagihtii iige válljet, ja go liŋkka rahpá ođđasit, de ii bálkes maidege ođđa. Speallu lea Vurkejuvvon spealuin.
link-turn-unknown = dat lea vuorru liŋkkaspealus mii ii leat dán ráinnis. Rabas dan dan ráinnis mas speala dan spealu.
link-turn-order = dat ii joatkke maŋimuš vuoru mii dán ráinnis lea. Rabas ođđaseamos liŋkka maid oaččut.
link-turn-dice = dan birccut eai leat dat maid sádde lohpidii: dat lea rievdaduvvon mátkkis. Bivdde dan ođđasit.
link-turn-length = dan vuorru lea oaniduvvon dahje menddo guhkki: dat lea rievdaduvvon mátkkis. Bivdde dan ođđasit.
link-turn-move = sirdin { $n } ii leat doppe lobálaš: liŋka lea rievdaduvvon mátkkis. Bivdde dan ođđasit.
link-slot-name-sampo = Sampo liŋkkain: { $name }
link-invited-title-sampo = { $host } bovde du speallat Sampo
link-invited-summary-sampo = Guokte speallái: { $host } bálkesta vuosttaš sadjái, don nubbái namain { $guest }. Juohke vuoru maŋŋá sáddebeahtti liŋkka nubbi nubbái.
link-your-turn = Du vuorru
link-watch = Geahča vuoru: { $name }

# The computer's hint (src/app/sahkku/hint.rs)
sk-hint-ask = Ávžžuhus (H)
sk-hint-title = Dihtora ávžžuhus
sk-hint-weighing = Meaštir deaddá buot vugiid čuoigat dán bálkestusa…
sk-hint-unloaded = Ii ávžžuhus: dihtorspealliid ii sáhttán viežžat. Speallu joatkašuvvá.
sk-hint-chance = { $chance } vejolašvuohta vuoitit
sk-hint-gives = massá { $points } čuoggá
sk-hint-yours = Dat maid leat dán vuorus čuoigan massá { $points } čuoggá buoremusa ektui.
sk-hint-of = Buoremus { $n } vugiin čuoigat dán bálkestusa, meašttira mielde; buoremus lea merkejuvvon fiellui.
sk-hint-shallow = (ii deattuhuvvon nu čiekŋalit)
sk-hint-kept = Jus doalat dán bálkestusa, buoremus vuorut:
sk-hint-rerolls = Doala bálkestusa dahje bálkes ođđasit: juohke vejolašvuohta deattuhuvvo buoremus vuoru mielde mii das čuovvu. Meašttira válljejupmi lea vuosttažin, ja bircu maid dat bálkešii ođđasit lea merkejuvvon.
teacher-hints = Fála dihtora ávžžuhusaid (H)
setup-hints = Dihtora ávžžuhusat
setup-hints-help = Speallái, gean vuorru lea, sáhttá deaddilit H (dahje Ávžžuhus) ja oaidnit meašttira buoremus vuoruid ja man ollu iežas sirdin massá. Geahčastat lohká geavahuvvon ávžžuhusaid. Liŋkka bokte spealuin eai leat ávžžuhusat.
sk-review-hints = Geavahuvvon ávžžuhusat: { $n }
sk-review-hinted = Dás geavahuvvui ávžžuhus.
keys-hint-key = H
keys-hint = dihtora ávžžuhus du Sáhkku-vuorrui
keys-analyse-key = A
keys-analyse = Sáhkku-saji analysa (geahčadeamis, dahje olbmuid gaskasaš speallus go ávžžuhusat leat doaimmas)
shared-question-answer = Raba sajádaga ja mearrit iežat; dasto Ávžžuhus (H) čájeha dihtora vástádusa: dan buoremus vuorut, ja man ollu du sirdin massá.
## Bargobihtát (src/app/puzzles)
pz-title = Bargobihtát
pz-loading = Bargobihtát rahpasit…
pz-unavailable = Bargobihtáid ii sáhttán viežžat (leago dát neahttaoktavuođa haga?). Eará oasit prográmmas doibmet; geahččal ođđasit go neahttaoktavuohta lea.
pz-fetching = Dán bearraša bargobihtát viežžojit…
pz-file-unavailable = Dán bearraša bargobihtáid ii sáhttán viežžat (leago dát neahttaoktavuođa haga?). Bearaš man bargobihtát leat oktii rahpon, doaibmá neahtta haga.
pz-damaged = Dán bearraša bargobihttafiila bođii billašuvvan: dat ii leat fiila maid dát prográmmaveršuvdna doalvu. Du árvvoštallan ii rievdan. Geahččal ođđasit; jos dat ain lea billašuvvan, rahpa prográmma ođđasit.
pz-try-again = Geahččal ođđasit
pz-none = Dán bearraša bargobihtáid ii sáhttán ráhkadit dán ráidnái.
pz-rating = Bargobihttaárvu { $rating }
pz-streak = Ráidu { $n } (buoremus { $best })
pz-solved = Čovdon { $solved } / { $tried } geahččaluvvon
pz-task = { $name } lihkada: gávnna buoremus vuoru dán bálkestupmái.
pz-about = Bargobihttaárvu { $rating } · vuorut maid sáhttá válljet: { $n }
pz-missing = Juogaduvvon bargobihttá ii leat dán veršuvnna bargobihtáid gaskkas: dá lea eará seamma bearrašis.
pz-take-back = Váldde ruovttoluotta (U)
pz-reveal = Čájet vástádusa (R)
pz-next = Boahtte bargobihttá (N)
pz-right = Riekta: dat lea buoremus vuorru.
pz-wrong = Ii buoremus vuorru: du vuorru massá { $points } čuoggá vuoitinvejolašvuođas.
pz-revealed = Vástádus čájehuvvon (ii árvvoštallojuvvo).
pz-yours = Du vuorru: massá { $points } čuoggá, meastara ortnegis { $rank }.
pz-show-best = Čájet buoremus vuoru
pz-show-yours = Čájet du vuoru
pz-marked-best = Duolbmu čájeha buoremus vuoru: bihtáid maid dat lihkada ja gosa dat mannet.
pz-marked-yours = Duolbmu čájeha du vuoru: bihtáid maid don lihkadit ja gosa dat manne.
pz-share-title = Juogat dán bargobihtá
pz-share-note = Bargobihttá johtá liŋkkas alddis: guhte dan rahpá, geahččala dan iežas ráidnái.
## Positions set up by hand (lessons/words.rs: setup_error_text)
save-invalid-start-text = Dan álgosaji ii sáhte lohkat: ”{ $token }”.
save-invalid-start = Dan álgosadji ii leat vejolaš. { $why }
sk-impossible-too-many = Speallis { $side } leat eanet soalddáhat go dat { $max } mainna bealli álgá.
sk-impossible-off-path = Speallára { $side } soalddát lea su geainnu loahpa duohken.
sk-impossible-asleep-off-home = Speallára { $side } oađđi soalddát lea sajis { $cell }, ruovttugurgadasa olggobealde: soalddáhat ohđet dušše gos álget.
sk-impossible-no-queens = Dán bearrašis ii speallojuvvo dronnegiiguin.
sk-impossible-queen-asleep = Speallára { $side } oađđi dronnet lea sajis { $cell }, merkka olggobealde: dronnet oađđá dušše gos álgá.
sk-impossible-off-board = Bihttá lea duolbmu olggobealde.
sk-impossible-king-off-path = Válljejuvvon gonagas lea eaiggáda geainnu olggobealde.
sk-impossible-no-king = Dán bearrašis gonagas lea álo duolbmus.
sk-impossible-crowded = Sajis { $cell } leat guokte bihtá, vaikko njuolggadusat lobihit dušše nuppi bissánit dasa.
sk-impossible-lost = Speallis { $side } ii leat šat mihkkege mainna speallat: speallu livččii nohkan.
## The position editor (src/app/editor)
ed-title = Bija sajádaga
ed-loading = Sajádatredigerejeaddji rahpasa…
ed-unavailable = Sajádatredigerejeaddji ii sáhttán viežžat (leago dát neahttaoktavuođa haga?). Eará oasit prográmmas doibmet; geahččal ođđasit go neahttaoktavuohta lea.
ed-tools = Bija duolbmui
ed-soldier-awake = Speallára { $side } soalddát, gohccát
ed-soldier-asleep = Speallára { $side } soalddát, oađđimin
ed-queen-awake = Speallára { $side } dronnet, gohccát
ed-queen-asleep = Speallára { $side } dronnet, oađđimin
ed-king-free = Gonagas, friddja
ed-king-of = Speallára { $side } gonagas
ed-take = Váldde bihtá eret
ed-homeward = Gaskagurgadasas, ruoktomátkkis
ed-start = Bearraša álgosadji
ed-clear = Guorus duolbmu
ed-to-play = Boahtteláhkai bálkesta
ed-throw = Bálkestus (jos háliidat)
ed-die = Bihttá { $n }
ed-valid = Sadji maid njuolggadusat sáhttet olahit: meastir sáhttá deattuhit juohke vuogi speallat dán bálkestusa.
ed-valid-throw = Sadji maid njuolggadusat sáhttet olahit. Analysere dan vai oainnát goappašiid vejolašvuođaid ovdal bálkestusa, dahje vállje bálkestusa, de meastir deattuha dan vuoruid.
ed-no-turn = { $name } ii sáhte speallat dán bálkestusa: ii oktage bihttá sáhte lihkadit dainna, nu ahte vuorru manná viidáseappot. Dasto bálkesta { $other }.
ed-impossible = Dán sajádaga ii sáhte speallat.
ed-throw-unfinished = Vállje juohke bihttái bealli, dahje ii ovttage.
ed-analyse = Analysere
ed-outlook-title = Ovdal bálkestusa
ed-outlook-weighing = Deattuhit juohke bálkestusa mii sáhttá boahtit…
ed-outlook-chance = { $name }: { $chance } vejolašvuohta vuoitit
ed-outlook-help = Bálkestusat mat veahkehit { $name } eanemusat
ed-outlook-hurt = Bálkestusat mat vahágahttet { $name } eanemusat
ed-outlook-throw = Bálkestus
ed-outlook-to-win = Vuoitit
ed-outlook-luck = Lihkku (čuoggát)
ed-outlook-comes = Boahtá
ed-outlook-pick = Vállje dán bálkestusa ja deattut dan vuoruid
ed-outlook-note = Juohke bálkestus deattuhuvvo nugo geahčastat deattuha bálkestusa lihku: buoremus vuohki dan speallat, meastara čuoggáid mielde. Vállje bálkestusa vai oainnát dan vuoruid.
sk-analyse = Analysere dán saji (A)
ed-share-title = Juogat dán sajádaga
ed-share-note = Sajádat johtá liŋkkas alddis: guhte dan rahpá, oažžu dan redigerejeaddjái analyseret iežas ráidnái.
