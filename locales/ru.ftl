## App and home screen
app-title = Sampo & Sáhkku
app-tagline = Традиционные северные настольные игры для всех, кто собрался у одного экрана.
home-sampo-title = Сампо
home-sampo-desc = Игра-гонка по мотивам «Калевалы». Плывите с героями в Похьолу, заберите Сампо и привезите его домой. От 2 до 6 игроков, один кубик, монеты и общая касса.
home-play-sampo = Играть в Сампо
home-language = Язык
home-sound = Звук
home-keys = Клавиши: Tab переходит между элементами, пробел или Enter бросает кубик.

## Set-up
setup-title = Новая партия в Сампо
setup-players = Игроки
setup-add-player = Добавить игрока
setup-remove-player = Убрать: { $name }
setup-name = Имя
setup-colour = Цвет
setup-kind = Кто играет
kind-human = Человек
kind-computer = Компьютер
sampo-computer-help = Место компьютера бросает кубик само. В Сампо каждый ход решает кубик и выбирать нечего, поэтому уровней компьютера нет (в Сахкку их четыре).
setup-default-name = Игрок { $n }
setup-starts = Кто начинает?
setup-starts-help = По старым правилам начинает самый младший игрок: выберите, кто это.
setup-rules = Домашние правила
setup-rules-help = Старые правила оставляют некоторые вопросы открытыми. Каждый выбор ниже — одно из прочтений; первое — наше по умолчанию.
setup-rules-reset = Вернуть правила по умолчанию
setup-start = Начать игру
setup-back = Назад
setup-error-name = У каждого игрока должно быть имя.
setup-error-same-name = Это имя уже у другого игрока: дайте каждому своё.
setup-error-same-colour = Этот цвет уже у другого игрока: выберите другой.

colour-red = Красный
colour-blue = Синий
colour-green = Зелёный
colour-gold = Золотой
colour-purple = Фиолетовый
colour-orange = Оранжевый

## Board
board-start = Старт
board-pot = Касса
board-round = Круг { $n }
board-turn = Бросает: { $name }
board-roll = Бросить кубик
board-roll-keys = Пробел или Enter
board-computer-rolls = { $name } бросает…
board-coins = { $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[other] { $n } монет
}
board-narration = Что произошло
board-quit = Выйти из игры
board-quit-confirm = Выйти из этой партии? Она будет потеряна.
board-quit-confirm-saved = Выйти из игры? Она сохранена в ваших сохранённых играх.
board-die = На кубике { $n }.
board-square = Клетка { $n }: { $title }
status-miss = пропускает { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[other] { $n } ходов
}
status-trapped = нужно { $need } (осталось бросков: { $n })
status-test = нужно { $need }
status-gathering = ждёт на клетке 23
status-home = дома, место { $n }
status-rescuable = только что отправлен назад

## Narration of what happened
ev-rolled = { $name } выбрасывает { $roll }.
ev-walked = { $name } идёт на клетку { $to }.
ev-bounced = { $name } проходит 40 и отсчитывает назад до клетки { $to }.
ev-overshot = { $name } должен выбросить точное число, чтобы дойти до дома, и остаётся на месте.
ev-jumped = { $name } перемещается на клетку { $to }.
ev-sent-home = { $name } возвращается на старт.
ev-pay-pot = { $name } платит в кассу { $n ->
    [one] { $n } монету
    [few] { $n } монеты
   *[other] { $n } монет
}.
ev-receive-pot = { $name } берёт из кассы { $n ->
    [one] { $n } монету
    [few] { $n } монеты
   *[other] { $n } монет
}.
ev-pay-player = { $name } платит { $other } { $n ->
    [one] { $n } монету
    [few] { $n } монеты
   *[other] { $n } монет
}.
ev-short = (Надо было { $due }.)
ev-miss = { $name } пропустит { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[other] { $n } ходов
}.
ev-skipped = { $name } пропускает этот ход.
ev-skipped-gathering = { $name } ждёт остальных на клетке 23.
ev-trapped = { $name } задерживается здесь на { $n ->
    [one] { $n } бросок
    [few] { $n } броска
   *[other] { $n } бросков
}, если не выпадет { $need }.
ev-escape-failed = Не { $need }: { $name } остаётся. { $n ->
    [0] Это был последний бросок ожидания.
   *[other] Осталось бросков ожидания: { $n }.
}
ev-escaped = { $name } выбрасывает нужное { $need } и вырывается!
ev-released = { $name } дождался и со следующего хода идёт дальше.
ev-freed = { $by } приходит и освобождает { $name }.
ev-rescued = { $helper } поднимает { $name } на борт на клетке 10.
ev-test-failed = { $name } нужно было другое число: { $roll } не считается.
ev-gathering-opened = { $name } первым добирается до кантеле и забирает половину кассы! Теперь все собираются на клетке 23.
ev-gathering-complete = Все собрались вокруг кантеле: путешествие продолжается.
ev-bonus = { $name } бросает второй раз.
ev-bonus-lost = { $name } не может использовать второй бросок.
ev-finished = { $name } дома! Место { $place }.
ev-turn = { $name }, ваш бросок.
ev-turn-computer = Следующим бросает { $name }.

## Winner screen
winner-title = { $name } привозит Сампо домой!
winner-place = Место
winner-player = Игрок
winner-coins = Монеты
winner-square = Клетка
winner-length = Партия длилась { $rounds ->
    [one] { $rounds } круг
    [few] { $rounds } круга
   *[other] { $rounds } кругов
} и { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
   *[other] { $rolls } бросков
}.
winner-again = Сыграть ещё раз теми же игроками
winner-home = На главную

## House rules
rule-chained-effects = Клетки, на которые переносят
rule-chained-effects-off = Действует только клетка, куда привёл кубик
rule-chained-effects-on = Клетка, куда перенесли, тоже действует
rule-chained-effects-help = Когда клетка отправляет вас в другое место (13 на 9, 16 на 17…), выполняется ли и указание новой клетки?
rule-rescue = Подъём на борт на клетке 10
rule-rescue-on-arrival = Когда кто-то приходит на 10
rule-rescue-also-waiting = И когда кто-то уже стоит на 10
rule-rescue-help = Игрока, которого сирены с клетки 6 только что вернули на старт, помощник на клетке 10 поднимает к себе; тот платит 2 в кассу и 3 помощнику.
rule-gathering = Кантеле (23)
rule-gathering-all-wait = Все ждут, пока соберутся все
rule-gathering-first-waits = Ждёт только первый
rule-gathering-help = Первый пришедший на 23 забирает половину кассы и ждёт там, пока к нему не присоединятся все.
rule-sailing = Плавание в Похьолу (24)
rule-sailing-until-two = Стоять, пока не выпадет 2
rule-sailing-one-try = Одна попытка, потом ходить как обычно
rule-sailing-help = С клетки 24 только двойка ведёт на 26; другие броски не считаются.
rule-halves = Половина нечётного числа
rule-halves-down = Округлять вниз
rule-halves-up = Округлять вверх
rule-halves-help = Половина кассы на 23 и половина ваших монет на 31.
rule-overshoot = Перелёт за 40
rule-overshoot-bounce = Отсчитывать назад от 40
rule-overshoot-stay = Нужен точный бросок (кроме 39)
rule-overshoot-help = Клетка 39 велит отсчитывать лишние очки назад; этот выбор применяет то же к другим клеткам или требует точного броска.
rule-bounce = Отсчёт назад
rule-bounce-from-home = От клетки 40
rule-bounce-from-here = От своей клетки
rule-bounce-help = Откуда отсчитываются лишние очки.
rule-money = Не хватает монет
rule-money-pay-what-you-have = Платить сколько есть
rule-money-debt = Влезать в долг
rule-money-help = Что делать, если игрок должен заплатить больше, чем у него есть.
rule-finish = Конец игры
rule-finish-first-home = Первый дома побеждает, игра кончается
rule-finish-places = Играть дальше за остальные места
rule-finish-help = Первый дошедший домой забирает кассу; остальные могут играть дальше за места.

## The 40 squares
square-0-title = Старт
square-1-title = Сватовство
square-1-story = Путешествие начинается со сватовства далеко на севере.
square-1-effect = Ничего не происходит.
square-2-title = Ковка мечей
square-2-story = Кузнец куёт мечи для похода.
square-2-effect = Заплатите 1 монету в кассу.
square-3-title = Твой меч
square-3-story = Твой меч готов, и кузнецу надо заплатить.
square-3-effect = Заплатите 2 монеты в кассу.
square-4-title = Конь и лодка
square-4-story = Ты ловишь коня на лугу, но на обратном пути видишь лодку у берега.
square-4-effect = Идите на клетку 5 и пропустите ход.
square-5-title = У берега
square-5-story = Ты останавливаешься у воды.
square-5-effect = Пропустите ход.
square-6-title = Сирены
square-6-story = Сирены поют, и ты забываешь, куда шёл.
square-6-effect = Заплатите 1 монету и вернитесь на старт.
square-7-title = На вёслах
square-7-story = Команда выбилась из сил; ты берёшься за вёсла, и лодка скользит по воде.
square-7-effect = Переходите на клетку 11.
square-8-title = Тихая вода
square-8-story = Этой клетки нет ни в одном из старых описаний: вода спокойна, ничего не происходит.
square-8-effect = Ничего не происходит.
square-9-title = Девятая клетка
square-9-story = Казначей просит монету.
square-9-effect = Заплатите 1 монету в кассу.
square-10-title = Человек на борту
square-10-story = Ты поднимаешь пловца на борт.
square-10-effect = Игрок, которого только что вернули с клетки 6, переходит сюда и платит 2 монеты в кассу и 3 вам.
square-11-title = Пороги Пюхякоски
square-11-story = Вяйнямёйнен ведёт лодку через пороги Пюхякоски.
square-11-effect = Если вы пришли сюда с шестёркой (с клетки 5), бросок считается дважды: идите на 17 и заплатите 1 монету в кассу.
square-12-title = Щука
square-12-story = Лодка натыкается на огромную щуку.
square-12-effect = Пропустите ход.
square-13-title = В воду
square-13-story = Ты выхватываешь меч на щуку и падаешь за борт — видны одни ноги.
square-13-effect = Вернитесь на клетку 9.
square-14-title = Спасён
square-14-story = Тебя вытаскивают из воды.
square-14-effect = Заплатите 2 монеты следующему игроку за спасение.
square-15-title = Удар по чудищу
square-15-story = Ты бьёшь чудище мечом.
square-15-effect = Пропустите ход.
square-16-title = Щука на борту
square-16-story = Щуку втаскивают в лодку.
square-16-effect = Переходите на клетку 17.
square-17-title = Улов
square-17-story = Команда отдыхает после улова.
square-17-effect = Пропустите ход, если вы пришли сюда не с шестёркой.
square-18-title = Кантеле готово
square-18-story = Из щучьей челюсти ты делаешь кантеле.
square-18-effect = Переходите на клетку 23.
square-19-title = Никто не умеет играть
square-19-story = Старые и молодые пробуют играть на кантеле — и ни у кого не выходит.
square-19-effect = Вернитесь на клетку 17.
square-20-title = Хвастун
square-20-story = Ты называешь себя мастером кантеле — и ничего не выходит.
square-20-effect = Вернитесь на клетку 17 и заплатите 9 монет в кассу.
square-21-title = Старик у печи
square-21-story = Твоя игра будит старика у печи, и он прогоняет тебя подальше.
square-21-effect = Вернитесь на клетку 17 и заплатите 1 монету в кассу.
square-22-title = В шаге от кантеле
square-22-story = Кантеле совсем рядом.
square-22-effect = Следующий бросок должен быть 1, чтобы попасть на 23; иначе — назад на 17.
square-23-title = Кантеле в верных руках
square-23-story = Играет Вяйнямёйнен, и весь народ заслушался.
square-23-effect = Первый пришедший забирает половину кассы. Все ждут здесь, пока не соберутся, а потом плывут дальше.
square-24-title = В Похьолу
square-24-story = Герои плывут на север, в Похьолу.
square-24-effect = Только двойка ведёт на клетку 26; другие броски не считаются.
square-25-title = Прибытие в Похьолу
square-25-story = Лодку вытаскивают на берег Похьолы.
square-25-effect = Возьмите 3 монеты из кассы.
square-26-title = Просьба о Сампо
square-26-story = Хозяйка Похьолы отказывает в Сампо и грозит войной.
square-26-effect = Заплатите 2 монеты в кассу.
square-27-title = Похьола засыпает
square-27-story = Ты усыпляешь народ Похьолы игрой на кантеле; на это нужно время.
square-27-effect = Пропустите ход и возьмите по 1 монете у каждого другого игрока.
square-28-title = Медная гора
square-28-story = Герои идут в медную гору искать Сампо.
square-28-effect = Пропустите ход, потом бросайте два раза подряд.
square-29-title = Сампо выкопано
square-29-story = Быком и плугом Похьолы ты освобождаешь корни Сампо и несёшь его к лодке.
square-29-effect = Возьмите 3 монеты из кассы.
square-30-title = Уход из Похьолы
square-30-story = Герои покидают Похьолу и зовут на помощь силы природы.
square-30-effect = Возьмите по 1 монете у каждого другого игрока и идите на 33; там ждите один бросок, если не выпадет 6.
square-31-title = Журавль
square-31-story = Ты запеваешь слишком рано, и испуганный журавль с криком летит в Похьолу.
square-31-effect = Отдайте половину своих монет в кассу.
square-32-title = Погоня
square-32-story = Журавль будит Похьолу; хозяйка снаряжает корабль в погоню за ворами.
square-32-effect = Идите на клетку 37 и заплатите 2 монеты в кассу.
square-33-title = Туман
square-33-story = Опускается туман, пока ты не рассекаешь его мечом.
square-33-effect = Ждите два броска, если не выпадет 6. Игрок, пришедший сюда, освобождает вас.
square-34-title = Ику-Турсо
square-34-story = Из глубины поднимается чудище Ику-Турсо; ты бросаешь его обратно, схватив за уши.
square-34-effect = Ждите два броска, если не выпадет 5. Игрок, пришедший сюда, освобождает вас.
square-35-title = Буря
square-35-story = Страшная буря едва не разбивает лодку.
square-35-effect = Ждите три броска, если не выпадет 4. Игрок, пришедший сюда, освобождает вас.
square-36-title = Дозорный
square-36-story = С верхушки мачты ты издали видишь корабль Похьолы.
square-36-effect = Возьмите 3 монеты из кассы.
square-37-title = Скала
square-37-story = Ты поднимаешь из моря скалу, и корабль Похьолы разбивается о неё.
square-37-effect = Возьмите по 1 монете у каждого другого игрока.
square-38-title = Орёл
square-38-story = Хозяйка Похьолы, обернувшись орлом, хватает Сампо; ты бьёшь веслом по когтям, и Сампо падает в море.
square-38-effect = Ждите два броска, если не выпадет 2 — она приводит домой.
square-39-title = Орёл улетает
square-39-story = Битва окончена; орёл улетает обратно в Похьолу.
square-39-effect = Единица приводит домой; при большем броске лишние очки отсчитываются назад от 40.
square-40-title = Дом
square-40-story = Ты дома, и Сампо с тобой.
square-40-effect = Вы победили и забираете всю кассу.

## Сахкку: главная и подготовка
home-sahkku-title = Сахкку (Sáhkku)
home-sahkku-desc = Саамская игра-гонка с битвой, для двоих. Бросайте палочки-кости, будите своих воинов, ведите их по восьмёрке и рубите фигуры противника. Все семейства правил из русского источника — против друга или компьютера.
home-play-sahkku = Играть в Сахкку
sk-setup-title = Новая партия в Сахкку
sk-family = Семейство правил
sk-variant-navuon-raisa = Návuon · Ráisa
sk-variant-navuon-raisa-desc = Западное семейство, близкое к датско-норвежской дальдозе: 13 квадратных клеток, 12 солдат, две кости X, I, II, III, строго по порядку. Фигуры не возвращаются домой.
sk-variant-navuon-maze = Návuon · Máze
sk-variant-navuon-maze-desc = Навуон из Масе: то же поле и те же фигуры («дедушки» и «бабушки»), но кости можно использовать в любом порядке.
sk-variant-gavkevuotna = Gávkevuotna
sk-variant-gavkevuotna-desc = Северное семейство, передававшееся без перерыва: 15 линий, три кости, где Ø даёт четыре, любой порядок костей, свои фигуры не обгоняют друг друга, а гонагас при вербовке делает шаг вперёд и считается для победы.
sk-variant-gavkevuotna-miedut = Gávkevuotna · Miedut
sk-variant-gavkevuotna-miedut-desc = Гёвкевуотна с зеркальным путём: второй игрок начинает в другую сторону, и обе армии выходят на средний ряд в одной точке.
sk-variant-gavkevuotna-ohcejot = Gávkevuotna · Ohcejot
sk-variant-gavkevuotna-ohcejot-desc = Гёвкевуотна с гонагасом Охеджот (Утсйоки): встав на гонагаса противника, можно завербовать его или срубить — и тем закончить игру.
sk-variant-lagesvuon = Lágesvuon
sk-variant-lagesvuon-desc = Восточное семейство, самое своеобразное: неактивных не рубят, а блокируют, гонагас ходит в любую сторону, и у каждого есть королева — потерять её значит проиграть.
sk-variant-unjarga = Unjárga
sk-variant-unjarga-desc = Из Уньярги (Нессебю): солдаты при активации сразу выходят на средний ряд, гонагаса вербуют, зайдя на домашний ряд противника, а Ø по договорённости стоит 0 или 4.
sk-variant-luujavr = Luujávr
sk-variant-luujavr-desc = Правила самих авторов источника, названные в честь Ловозера: двусторонние фишки переворачиваются при активации, зеркальный путь, блокировка и гонагас, которого берут на его линии или в пустой центральной клетке.
sk-variant-vuonnamarkan = Vuonnamárkan — кубок мира
sk-variant-vuonnamarkan-desc = Lágesvuon с гонагасом Unjárga, как играют на кубке мира по сахкку в Уньярге (Vuonnamárkan): ни одна фигура не останавливается на линии с неактивной фигурой, гонагас переходит к армии, первой вошедшей в домашний ряд противника, а потом к противнику, закончившему ход на его линии, а гонагас и королевы ходят по пути или прямо поперёк рядов.
sk-compare = Сравнить семейства
sk-family-navuon-raisa = Návuon
sk-family-gavkevuotna = Gávkevuotna
sk-family-lagesvuon = Lágesvuon
sk-family-unjarga = Unjárga
sk-family-luujavr = Luujávr
sk-family-vuonnamarkan = Vuonnamárkan
sk-cmp-board = Доска
sk-cmp-pieces = Фигур у каждого
sk-cmp-dice = Кости
sk-cmp-order = Порядок костей
sk-cmp-activation = Активация солдата
sk-cmp-captures = Рубка
sk-cmp-king = Гонагас
sk-cmp-queens = Королевы
sk-cmp-win = Как победить
sk-cmp-queen = королева
sk-cmp-captures-all = активные и неактивные фигуры
sk-cmp-captures-block = только активные; неактивные блокируются
sk-cmp-captures-active = только активные фигуры
sk-cmp-captures-untouchable = только активные; на линии с неактивной не останавливаются
sk-cmp-start = Кто начинает
sk-cmp-win-soldiers = срубить всех солдат противника (гонагас не считается)
sk-cmp-win-all-pieces = срубить все фигуры противника, и гонагаса тоже
sk-cmp-win-queen = или срубить королеву противника
sk-cmp-win-blocked = или оставить противнику только заблокированные фигуры
sk-default-name-1 = Игрок 1
sk-default-name-2 = Игрок 2
sk-seat-one = играет простыми пирамидами (тёмными), с ряда a
sk-seat-two = играет пирамидами с вырезом (светлыми), с ряда c
sk-level-random = Компьютер: новичок
sk-level-greedy = Компьютер: быстрый
sk-level-expert = Компьютер: эксперт
sk-level-master = Компьютер: мастер
sk-think = Время на обдумывание у мастера
sk-think-quick = короткое (0,2 с на ход)
sk-think-normal = обычное (1 с на ход)
sk-think-long = долгое (3 с на ход)
sk-think-help = Сколько времени мастер разыгрывает партию вперёд перед каждым своим ходом; хранится на этом устройстве. На компьютере хватает и короткого; телефон за секунду просчитывает меньше, поэтому там с коротким временем он играет слабее, а долгое помогает.
sk-starts-first-x = Кто начинает: по очереди бросают по одной кости, пока у кого-то не выпадет X.
sk-starts-most-x = Кто начинает: каждый бросает все кости; начинает тот, у кого больше X.
sk-starts-first-x-all = Кто начинает: по очереди бросают все кости; начинает первый, у кого выпал X, с этим броском.
sk-starts-first-x-all-then-throw = Кто начинает: по очереди бросают все кости; начинает первый, у кого выпал X, и бросает заново для первого хода.
sk-rules-help = Любое правило семейства можно изменить. Каждая строка говорит, что она меняет; изменённые правила отмечены.
sk-reset-rules = Вернуть правила семейства
sk-impossible = Эти правила нельзя играть вместе.
sk-group-board = Доска и фигуры
sk-group-dice = Кости
sk-group-activation = Активация солдат
sk-group-path = Путь
sk-group-lines = Одна линия
sk-group-captures = Рубка
sk-group-king = Гонагас
sk-group-queens = Королевы
sk-group-start = Кто начинает
sk-group-win = Победа
sk-opt-board = Доска
sk-opt-board-help = 13 квадратных клеток Навуона или 15 линий в ряду.
sk-opt-board-13 = 3 × 13 клеток
sk-opt-board-15 = 3 × 15 линий
sk-opt-soldiers = Солдат у каждого
sk-opt-soldiers-help = При 12 клетка выхода домашнего ряда остаётся пустой (Навуон).
sk-opt-soldiers-12 = 12 солдат
sk-opt-soldiers-15 = 15 солдат
sk-opt-dice = Кости
sk-opt-dice-help = Сколько палочек-костей бросают.
sk-opt-dice-2 = 2 кости
sk-opt-dice-3 = 3 кости
sk-opt-faces = Стороны
sk-opt-faces-help = Четыре стороны каждой кости.
sk-opt-faces-x-i-ii-iii = X, I, II, III
sk-opt-faces-x-iii-ii-blank = X, III, II, Ø
sk-opt-blank = Ø стоит
sk-opt-blank-help = Пустая сторона не двигает или двигает на четыре линии.
sk-opt-blank-0 = ничего
sk-opt-blank-4 = 4 линии
sk-opt-x-reroll = Переброс X
sk-opt-x-reroll-help = До хода кость с X можно перебросить.
sk-opt-x-reroll-off = нет
sk-opt-x-reroll-once = один раз на кость
sk-opt-x-reroll-repeat = пока выпадает X
sk-opt-xxx-reroll = X-X-X
sk-opt-xxx-reroll-help = Три X можно перебросить все вместе.
sk-opt-xxx-reroll-off = нет
sk-opt-xxx-reroll-on = да
sk-opt-order = Порядок костей
sk-opt-order-help = Строго: сначала X, затем порядок семейства; значение, которое нельзя использовать, сгорает вместе со следующими.
sk-opt-order-free = любой порядок
sk-opt-order-strict = строгий порядок
sk-opt-activation-order = Какой солдат активируется
sk-opt-activation-order-help = Любой неактивный солдат или строго ближайший к выходу.
sk-opt-activation-order-free = любой
sk-opt-activation-order-strict = первый в ряду
sk-opt-activation = Активация
sk-opt-activation-help = Что делает X, кроме поворота солдата.
sk-opt-activation-step = повернуть и шагнуть вперёд
sk-opt-activation-to-middle = повернуть и выйти на средний ряд
sk-opt-activation-flip = перевернуть на месте
sk-opt-path = Путь
sk-opt-path-help = Восьмёрка, путь Навуона без возврата домой или зеркальный путь Миедут.
sk-opt-path-base = восьмёрка, навстречу друг другу
sk-opt-path-never-home = без возврата домой
sk-opt-path-miedut = зеркальный (Миедут)
sk-opt-own-stacking = Свои вместе
sk-opt-own-stacking-help = Могут ли активные солдаты игрока стоять на одной линии.
sk-opt-own-stacking-off = нельзя
sk-opt-own-stacking-on = можно
sk-opt-no-overtaking = Обгон своих
sk-opt-no-overtaking-help = Может ли солдат обогнать своего.
sk-opt-no-overtaking-off = можно
sk-opt-no-overtaking-on = нельзя
sk-opt-active-with-inactive = Активный с неактивным
sk-opt-active-with-inactive-help = Может ли активный солдат стоять на линии с неактивным.
sk-opt-active-with-inactive-off = нельзя
sk-opt-active-with-inactive-on = можно
sk-opt-capture-inactive = Рубка неактивных
sk-opt-capture-inactive-help = Можно ли срубить солдата, который ещё дома.
sk-opt-capture-inactive-off = нет
sk-opt-capture-inactive-on = да
sk-opt-blocking = Блокировка
sk-opt-blocking-help = Солдат на неактивном солдате противника блокирует его и всех за ним.
sk-opt-blocking-off = нет
sk-opt-blocking-on = да
sk-opt-king-recruit = Вербовка гонагаса
sk-opt-king-recruit-help = Как гонагас переходит на другую сторону.
sk-opt-king-recruit-land = закончить ход на его линии
sk-opt-king-recruit-step-forward = на его линии; он шагает вперёд
sk-opt-king-recruit-enemy-home-row = зайти на домашний ряд противника
sk-opt-king-recruit-land-or-centre = его линия или пустой центр
sk-opt-king-recruit-home-row-then-land = сначала в домашний ряд противника, потом на его линию
sk-opt-king-moves = Ход гонагаса
sk-opt-king-moves-help = Вперёд, как солдат, или в любую сторону.
sk-opt-king-moves-path = вперёд, как солдат
sk-opt-king-moves-any-direction = в любую сторону
sk-opt-king-moves-luujavr = X в любую сторону, II и III вдоль ряда
sk-opt-king-with-own = Гонагас со своими
sk-opt-king-with-own-help = Может ли гонагас стоять с солдатами своего игрока.
sk-opt-king-with-own-off = нельзя
sk-opt-king-with-own-on = можно
sk-opt-king-with-enemy-inactive = Гонагас на неактивных противника
sk-opt-king-with-enemy-inactive-help = Может ли гонагас стоять на линии с неактивным солдатом противника.
sk-opt-king-with-enemy-inactive-off = нельзя
sk-opt-king-with-enemy-inactive-on = можно
sk-opt-king-counts = Гонагас считается
sk-opt-king-counts-help = Нужно ли для победы поймать и гонагаса.
sk-opt-king-counts-off = нет
sk-opt-king-counts-on = да
sk-opt-ohcejot = Рубка гонагаса (Охеджот)
sk-opt-ohcejot-help = Встав на гонагаса противника, игрок может срубить его вместо вербовки.
sk-opt-ohcejot-off = нельзя
sk-opt-ohcejot-wins = можно, и это победа
sk-opt-ohcejot-removes = можно, игра продолжается
sk-opt-queens = Королевы
sk-opt-queens-help = У каждого королева на отмеченной линии; потеря королевы — проигрыш.
sk-opt-queens-off = нет
sk-opt-queens-on = да
sk-opt-soldier-takes-queen = Рядовые и королевы
sk-opt-soldier-takes-queen-help = Источник по Lágesvuon говорит и то и другое; выберите прочтение.
sk-opt-soldier-takes-queen-off = рядовая не встаёт на королеву
sk-opt-soldier-takes-queen-on = рядовая может срубить активную королеву
sk-opt-any-direction = Ход в любую сторону
sk-opt-any-direction-help = Как ходят гонагас и королевы.
sk-opt-any-direction-straight = по прямой
sk-opt-any-direction-turning = с поворотом
sk-opt-any-direction-track = по пути или прямо поперёк
sk-opt-middle-row-pass = Средний ряд по пути
sk-opt-middle-row-pass-help = Путь проходит средний ряд дважды, туда и обратно: может ли королева или гонагас с линии среднего ряда идти по обоим проходам или только по тому, на котором стоит?
sk-opt-middle-row-pass-both = оба прохода
sk-opt-middle-row-pass-own = проход, на котором стоит
sk-opt-first-player = Кто начинает
sk-opt-first-player-help = По одной кости до X, больше всего X при броске всех костей или все кости по очереди до X (этот бросок играется или только решает, кто начинает).
sk-opt-first-player-first-x = первый X
sk-opt-first-player-most-x = больше всего X
sk-opt-first-player-first-x-all = первый X, все кости
sk-opt-first-player-first-x-all-then-throw = первый X, все кости, затем новый бросок
sk-opt-even-odds = Равные шансы
sk-opt-even-odds-help = Три солдата, ближайшие к выходу, начинают активными на своих местах.
sk-opt-even-odds-off = нет
sk-opt-even-odds-on = трое активны
sk-opt-blocked-loses = Только заблокированные
sk-opt-blocked-loses-help = Проигрывает ли сторона, у которой остались только заблокированные солдаты.
sk-opt-blocked-loses-off = нет
sk-opt-blocked-loses-on = проигрывает

## Сахкку: игра
sk-board-label = Доска { $family }
sk-cell-active = { $name }: активных солдат — { $n }
sk-cell-inactive = { $name }: неактивных солдат — { $n }
sk-cell-queen = королева игрока { $name }
sk-cell-king = гонагас, ничей
sk-cell-king-of = гонагас игрока { $name }
sk-cell-homeward = на обратном пути
sk-cell-target = сюда можно пойти
sk-seat-count = солдат: { $n }, потеряно: { $lost }
sk-status-opening = { $name } бросает, чтобы решить, кто начинает
sk-status-throw = Бросает: { $name }
sk-status-rerolls = { $name }: оставить бросок или перебросить X
sk-status-move = Ходит: { $name }
sk-throw = Бросить кости
sk-throw-opening = Бросить одну кость
sk-computer-thinking = { $name } играет…
sk-computer-stalled = Не удалось загрузить компьютерного игрока (нет подключения к сети?). Партия не потеряна.
sk-computer-ask-again = Попробовать снова
sk-master-unscored = Не удалось загрузить обученную оценку мастера (нет подключения к сети?), поэтому пока он играет с оценкой, составленной вручную.
sk-dice = Кости
sk-die-label = Кость { $n }: { $face }, { $state }
sk-die-unused = не использована
sk-die-used = использована
sk-die-burnt = сгорела
sk-die-rerolled = переброшена
sk-moves = Ваши ходы
sk-keep = Оставить этот бросок
sk-reroll-die = Перебросить кость { $n }
sk-reroll-all = Перебросить все три
sk-capture-king = срубить гонагаса
sk-undo-move = Отменить последний ход
sk-undo-turn = Отменить мой последний ход целиком
sk-show-path = Показать путь
sk-path-of = Путь игрока { $name }
sk-log = Сделанные ходы
sk-replay = Повтор
sk-replay-at = Ход { $n } из { $total }
sk-replay-start = В начало
sk-replay-back = Назад
sk-replay-forward = Вперёд
sk-replay-end = В конец
sk-replay-close = Закрыть повтор
sk-replay-from-start = Повтор с начала
sk-review-open = Разбор партии
sk-review = Разбор партии
sk-review-reading = Партия читается…
sk-review-broken = Эту партию нельзя разобрать: { $why }
sk-review-chart-title = Шансы на победу перед каждым ходом.
sk-review-chart-reading = Шансы игрока { $name } по оценке компьютера: наибольшие { $high } перед ходом { $high-turn }, наименьшие { $low } перед ходом { $low-turn }.
sk-review-luck = Удача в бросках: { $points } пункта
sk-review-cost = Потеряно решениями: { $points } пункта ({ $errors } из { $decisions } { $decisions ->
        [one] решения
       *[other] решений
    })
sk-review-error-rate = Частота ошибок: { $points } пункта на решение
sk-review-costliest = Три самых дорогих решения
sk-review-none = Ни одно решение ничего не стоило.
sk-review-decision = Ход { $turn }, { $name }: потеряно { $points } пункта
sk-review-played = Сыграно: { $moves }
sk-review-better = Лучше: { $moves }
sk-review-explain = Удача броска — это то, насколько он изменил шансы на победу по сравнению со средним броском; цена решения — шансы, потерянные по сравнению с лучшим ходом. И то и другое — в процентных пунктах шансов на победу по оценке компьютера. Нажмите на решение, чтобы увидеть его на доске с отмеченным лучшим ходом. Частота ошибок — сколько в среднем теряло одно решение, без вынужденных ходов.
sk-review-learned = Здесь оценка компьютера — та, с которой играет мастер: оценка, которой он научился, сыграв тысячи партий сам с собой.
sk-review-close = Закрыть разбор
sk-review-deepen = Взвесить каждое решение, как подсказка ({ $time })
sk-review-deepen-help = Выше каждое решение взвешено на один ход вперёд. Мастер подсказки может взвесить каждое глубже, с временем на обдумывание, выбранным перед партией, решение за решением.
sk-review-weighing = Взвешивается решение { $done } из { $total }, как в подсказке…
sk-review-deep-failed = Не удалось заново взвесить решения: компьютерные игроки не ответили (нет подключения к сети?). Разбор выше остаётся; попробуйте ещё раз.
sk-review-ranked = Каждое решение взвешено, как его взвешивает подсказка ({ $time }): ход, который подсказка назвала бы лучшим, ничего не отдаёт.
sk-piece-soldier = солдат
sk-piece-king = гонагас
sk-piece-queen = королева
sk-ev-opening = { $name } бросает: { $faces }.
sk-ev-starts = У игрока { $name } выпал X — он начинает.
sk-ev-thrown = { $name } бросает: { $faces }.
sk-ev-reroll = { $name } перебрасывает кости: { $n }.
sk-ev-rerolled = На кости { $die } теперь { $face }.
sk-ev-activated = { $name } активирует фигуру ({ $piece }) на { $from }; она шагает на { $to }.
sk-ev-activated-flip = { $name } активирует фигуру ({ $piece }) на { $from }.
sk-ev-moved = { $name } ходит: { $piece } с { $from } на { $to } ({ $face }).
sk-ev-captured = { $name } рубит на { $cell } фигур игрока { $victim }: { $n }.
sk-ev-recruited = { $name } вербует гонагаса (на { $cell }).
sk-ev-blocks = { $name } блокирует неактивных солдат на { $cell }.
sk-ev-burnt = { $name } не может использовать { $faces }: сгорели.
sk-ev-skipped = У игрока { $name } нет хода, он его пропускает.
sk-ev-turn = Ход игрока { $name }.
sk-wins = Побеждает { $name }: { $why }
sk-draw = Ничья: достигнут предел ходов.
sk-why-no-pieces = у противника не осталось фигур.
sk-why-only-king = у противника остался только гонагас, а он не считается.
sk-why-queen = королева противника срублена.
sk-why-king-captured = гонагас противника срублен.
sk-why-blocked = у противника остались только заблокированные фигуры.
sk-illegal-game-over = Игра окончена.
sk-illegal-not-now = Сейчас так нельзя.
sk-illegal-bad-throw = Такого броска этими костями не бывает.
sk-illegal-no-such-die = Такой кости нет.
sk-illegal-die-used = Эта кость уже использована.
sk-illegal-die-order = Кости используются по порядку: сначала X, затем порядок семейства.
sk-illegal-blank-die = В этом семействе Ø не двигает фигуры.
sk-illegal-needs-x = Активирует фигуру только X.
sk-illegal-no-reroll = Эту кость нельзя перебросить.
sk-illegal-no-such-piece = У вас здесь нет фигуры, которая может ходить.
sk-illegal-activation-order = Солдаты активируются по порядку: сначала ближайший к выходу.
sk-illegal-blocked = Этот солдат заблокирован противником на его линии или впереди.
sk-illegal-not-activated = Этот солдат ещё не активирован: нужен X.
sk-illegal-wrong-distance = Кость не достаёт до этой линии.
sk-illegal-not-your-king = Гонагас не ваш.
sk-illegal-own-piece = На этой линии уже стоит ваш солдат.
sk-illegal-with-inactive = Здесь активный солдат не может стоять с неактивным.
sk-illegal-overtakes = Солдат не может обогнать своего.
sk-illegal-king-with-own = Гонагас не может стоять с вашим солдатом или королевой.
sk-illegal-king-with-inactive = Гонагас не может стоять с неактивным солдатом противника.
sk-illegal-queen-line = Солдат не останавливается с королевой, а королева — с неактивным или своим солдатом.
sk-illegal-cannot-recruit = Гонагаса не завербовать: там, куда он шагнёт, стоит ваша фигура.
sk-illegal-king-not-taken = Гонагаса вербуют, зайдя на домашний ряд противника, а не встав на него.
sk-illegal-no-king-capture = Срубить гонагаса позволяет только правило Охеджот.
sk-illegal-no-move-for-die = Сейчас ни одна ваша фигура не может пойти на эту кость.

## Сохранения
save-failed = Не сохранено: браузер не даёт хранить данные (приватный режим или нет места). Игра продолжается, но не будет сохранена.
save-damaged = Не удалось открыть сохранённую игру: { $why } Она отложена в сторону без изменений.
save-error-foreign = это не сохранение этого приложения (повреждено или взято из другого места).
save-error-future = оно сделано более новой версией приложения.
save-error-invalid = игра в нём не соответствует правилам. { $detail }
save-invalid-entry = Запись { $n } в её протоколе, «{ $entry }», нельзя сыграть. { $why }
save-invalid-seats = Мест указано: { $seats }; игроков в игре: { $players }.
save-invalid-player = В нём указан игрок, которого это приложение не знает: «{ $player }».
save-invalid-player-count = В Сампо играют от 2 до 6 игроков, а не { $n }.
save-invalid-start-seat = В нём нет места { $seat }, с которого начинается игра.
save-invalid-game-over = Игра уже была окончена.
save-invalid-bad-roll = Это не бросок шестигранной кости.
save-invalid-family = В нём указано семейство правил, которого это приложение не знает: «{ $name }».
save-invalid-rule = В нём указано домашнее правило, которого это приложение не знает: «{ $name }».
save-invalid-rule-value = «{ $value }» — не значение домашнего правила «{ $name }».
save-invalid-rules-text = Его домашние правила не читаются: «{ $text }».
save-invalid-rules-impossible = Его домашние правила нельзя применять вместе.
save-invalid-unreadable = Это не бросок и не ход, возможный в этот момент.
save-invalid-not-the-dice = Это не тот бросок, который дают кости этой игры.
save-download = Скачать отложенную копию
save-dismiss = Закрыть

## Updates
update-ready = Готова новая версия приложения. Ваша игра сохранена.
update-reload = Перезагрузить

## Saved games and replays
slots-title = Сохранённые игры
slots-save-as = Сохранить как…
slots-name-prompt = Название этой сохранённой игры:
slots-save-failed = Игру не удалось сохранить: браузер не даёт хранить данные (приватный режим или нет места).
slots-finished = окончена
slots-turn = ход { $n }
slots-imported = Импортировано и проверено: { $name }
slots-import-refused = Этот файл не импортирован: { $why }
slots-import = Импортировать файл игры…
slots-drop = или перетащите файл игры на эту страницу.
slots-none = Сохранённых игр пока нет. Во время игры нажмите «Сохранить как…».
slots-name = Название
slots-game = Игра
slots-progress = Ход игры
slots-date = Сохранено
slots-open = Открыть
slots-replay = Повтор
slots-rename = Переименовать
slots-export = Экспорт
slots-delete = Удалить
slots-delete-confirm = Удалить сохранённую игру «{ $name }»? Это нельзя отменить.
slots-autosaved-name = Текущая игра (сохранена автоматически)
replay-pause = Пауза
replay-play-0 = Медленно
replay-play-1 = Воспроизвести
replay-play-2 = Быстро
save-other-tab = Эта игра открыта и в другой вкладке: эта вкладка больше не сохраняет, чтобы они не затирали друг друга.

## Projector
projector = Проектор
projector-keys = Режим проектора: крупный шрифт и высокий контраст (клавиша F)

## Keys help
keys-title = Клавиши
keys-space-key = Пробел / Enter
keys-space = бросить кубик (Сампо), бросить кости (Сахкку); во время хода — закончить его сразу
keys-dice-key = 1 2 3
keys-dice = выбрать кость (Сахкку)
keys-keep-key = K
keys-keep = оставить бросок (Сахкку)
keys-undo-key = U
keys-undo = отменить свой последний ход (Сахкку) или вернуть последний бросок (Сампо)
keys-path-key = P
keys-path = показать путь каждой стороны
keys-cells-key = Tab, ← ↑ → ↓, Enter
keys-cells = переходить между кнопками и линиями доски; Enter выбирает фигуру, затем отмеченную линию
keys-projector-key = F
keys-projector = режим проектора
keys-help-key = ? / Esc
keys-help = показать / закрыть эту справку

## Lab
home-lab-desc = Лаборатория за мгновение играет тысячи партий и рисует, что в них происходит: сколько длятся партии, какое место выигрывает, куда кубик отправляет фишки.
lab-title = Лаборатория
lab-intro = Выберите игру и правила — компьютер сыграет столько партий, сколько вы попросите, с воспроизводимыми бросками. Графики растут по ходу игры; каждый одной фразой говорит, что он показывает.
lab-loading = Лаборатория открывается…
lab-unavailable = Не удалось загрузить лабораторию (нет подключения к сети?). Всё остальное в приложении работает; попробуйте снова, когда появится сеть.
lab-game = Игра
lab-players = Игроки
lab-games = Партии
lab-seed = Зерно костей
lab-seed-help = Одно и то же зерно и те же настройки дают в точности те же партии: класс может повторить опыт или изменить одно правило и увидеть только его влияние.
lab-seat = Место { $n }
lab-compare = Сравнить две настройки рядом
lab-setting-a = Настройка А
lab-setting-b = Настройка Б
lab-rules-default = обычные правила
lab-rules-changed = { $n ->
    [one] изменено { $n } правило
    [few] изменено { $n } правила
   *[other] изменено { $n } правил
}
lab-run = Сыграть партии
lab-cancel = Остановить
lab-error-seed = Зерно костей должно быть целым числом, например 1 или 2026.
lab-progress = Ход работы
lab-running = Сыграно партий: { $done } из { $target } · осталось около { $left } с
lab-finished = Сыграно партий: { $done } за { $secs } с (партий в секунду: { $rate }).
lab-cancelled = Остановлено: сыграно партий { $done } из { $target }; графики показывают сыгранные партии.
lab-failed = Остановлено после { $done } из { $target } партий: не удалось загрузить компьютерных игроков (нет подключения к сети?).
lab-results = Результаты
lab-chart-length-rounds = Длина партий в кругах.
lab-chart-length-turns = Длина партий в ходах.
lab-chart-wins = Победы по местам с 95-процентными доверительными интервалами.
lab-chart-heat = Где на дорожке заканчиваются ходы.
lab-chart-coins = Монеты, которые двигает каждая клетка, за партию.
lab-chart-captures = Взятые фигуры за партию, по берущей стороне.
lab-chart-burnt = Доля каждой грани, брошенной для хода, которая сгорела.
lab-soldiers = солдаты
lab-kings = гонагасы
lab-queens = королевы
lab-into-pot = в банк
lab-out-of-pot = из банка
lab-between-players = между игроками
lab-net-pot = итог для банка
lab-fair-share = равные шансы: { $share }
lab-heat-cell = Клетка { $n }: здесь заканчивается { $share } ходов
lab-read-none = Партий пока нет.
lab-read-length-rounds = Половина партий заканчивается не более чем за { $median ->
    [one] { $median } круг
    [few] { $median } круга
   *[other] { $median } кругов
}, девять из десяти — не более чем за { $p90 }, самая длинная длилась { $max }.
lab-read-length-turns = Половина партий заканчивается не более чем за { $median ->
    [one] { $median } ход
    [few] { $median } хода
   *[other] { $median } ходов
}, девять из десяти — не более чем за { $p90 }, самая длинная длилась { $max }.
lab-read-wins-few = Слишком мало партий, чтобы сравнить места: сыграйте больше.
lab-read-wins-even = Место { $best } выигрывало чаще всех ({ $best-share }), место { $worst } — реже всех ({ $worst-share }), но такой разрыв даёт и простая случайность: места выглядят равными (по { $fair }).
lab-read-wins-uneven = Место { $best } выигрывало чаще всех ({ $best-share }), место { $worst } — реже всех ({ $worst-share }); случайность редко даёт такой большой разрыв, значит, место важно.
lab-read-draws = { $n ->
    [one] { $n } партия остановлена вничью.
    [few] { $n } партии остановлены вничью.
   *[other] { $n } партий остановлено вничью.
}
lab-read-landings = Чаще всего ходы заканчиваются на клетке { $most } ({ $most-share }), реже всего — на клетке { $least } ({ $least-share }); если бы все клетки были равновероятны, каждой досталось бы { $even }.
lab-read-coins = Больше всего банк пополняет клетка { $into } ({ $into-mean } монеты за партию), а опустошает — клетка { $out } ({ $out-mean } монеты за партию).
lab-read-captures = В среднем за партию берётся фигур: { $mean }; первая сторона берёт { $one }, вторая — { $two }.
lab-read-burnt-none = В этих партиях ни одна кость не сгорела.
lab-read-burnt = Чаще всего сгорает { $face }: теряется { $share } граней { $face }, брошенных для хода; реже всего — { $least } ({ $least-share }).
lab-read-compare-same = С обеими настройками партии длятся примерно одинаково (в среднем { $a } с А, { $b } с Б).
lab-read-compare-longer = С настройкой Б партии в среднем на { $change } длиннее ({ $b } против { $a }).
lab-read-compare-shorter = С настройкой Б партии в среднем на { $change } короче ({ $b } против { $a }).

## Dice statistics
dice-title = Статистика костей
dice-expected = честная кость: { $share }
dice-read-few = Бросков пока: { $n } — слишком мало, чтобы судить о костях; нужно около { $need }.
dice-read-fair = Бросков: { $n }. Частоты отличаются от честной кости не больше, чем это делает случайность (χ² = { $chi2 }, меньше { $limit }).
dice-read-unlikely = Бросков: { $n }. Честная кость даёт такое отклонение реже одного раза из 20 (χ² = { $chi2 }, больше { $limit }); продолжайте считать или проверьте кости.

## Teacher controls
teacher-title = Управление для учителя
teacher-step-on = по шагам
teacher-step = По шагам: компьютер ждёт N (или «Дальше») перед каждым действием
teacher-next = Следующее действие компьютера (N)
teacher-pace = Темп компьютера
teacher-pace-slow = медленно
teacher-pace-normal = обычно
teacher-pace-fast = быстро
teacher-legal = Показывать разрешённые ходы (список и отмеченные линии)
teacher-undo-roll = Вернуть последний бросок (U)
keys-next-key = N
keys-next = следующее действие компьютера (управление для учителя, по шагам)

## Board as a list, typed moves
sk-list-title = Доска списком
sk-row-home = домашний ряд: { $name }
sk-row-middle = средний ряд
sk-row-empty = В этом ряду ничего нет.
sk-line = линия { $n }
sk-type-label = Ввести ход
sk-type-play = Сыграть
sk-type-help = В записи списка ходов, например X*a15-b15 или III:b15-b12; «t» бросает кости; пробелы и регистр не важны.
sk-type-unknown = «{ $move }» — не ход в этой позиции. Список ходов показывает, как записывается каждый.

## Explaining a square (Sampo)
board-explain-here = Сейчас здесь: { $names }.
board-explain-empty = Сейчас здесь нет фишек.
board-explain-close = Закрыть
keys-squares-key = ← → Home End, Enter
keys-squares = Сампо: идти по клеткам дорожки и читать историю и действие клетки

## Explaining a Sáhkku piece
sk-explain = Фигура «{ $piece }» на { $cell } может сейчас сыграть: { $moves }. Нажмите отмеченную линию или введите один из этих ходов.

## Страницы правил
rules-title = Правила
rules-open = Правила
rules-family-open = Правила этого семейства
rules-close = Закрыть (Esc)
rules-loading = Правила открываются…
rules-unavailable = Не удалось загрузить правила (нет подключения к сети?). Всё остальное в приложении работает; попробуйте снова, когда появится сеть.
rules-choose = Какие правила читать
rules-contents = На этой странице
rules-house-rules = Это правила вашего стола, с изменёнными домашними правилами.
rules-before-title = До:
rules-after-title = После:
rules-before = { $name } бросает { $faces } и играет { $move }.
rules-path-of = Путь солдат игрока { $name }, от начала стрелки.
rules-compare-title = Семейства рядом
rules-sk-start-title = Кто начинает
rules-sk-start = { $first-player ->
    [most-x] Оба игрока бросают все кости; начинает тот, у кого больше X, при равенстве бросают снова.
    [first-x-all] Игроки по очереди бросают все кости, пока в броске не выпадет X. Этот игрок начинает, и этот бросок — его первый ход.
    [first-x-all-then-throw] Игроки по очереди бросают все кости, пока в броске не выпадет X. Этот игрок начинает и бросает заново для первого хода.
   *[other] Игроки по очереди бросают одну кость, пока у кого-то не выпадет X. Он начинает и оставляет этот X на первый ход, где им нужно активировать солдата.
} { $even-odds ->
    [on] Равные шансы: три солдата каждой стороны, ближайшие к выходу, начинают активными на своих местах, а четвёртый активируется следующим.
   *[other] {""}
}
rules-sk-board-title = Доска и путь
rules-sk-board = На доске три ряда по { $len } { $cells ->
    [yes] клеток
   *[no] линий
}: домашний ряд каждого игрока и средний ряд между ними. В начале каждый солдат лежит неактивным на своём домашнем ряду{ $queens ->
    [on] , королева каждой стороны ждёт на отмеченной линии среднего ряда,
   *[off] {""}
} а гонагас, король, который пока никому не принадлежит, стоит на отмеченной центральной линии. { $path ->
    [never-home] Солдаты идут по своему домашнему ряду, а затем снова и снова кружат по среднему ряду и ряду противника: домой они не возвращаются.
    [miedut] Солдаты идут восьмёркой: по домашнему ряду, по среднему, по ряду противника и снова по среднему. Путь второго игрока зеркальный, так что обе армии входят в средний ряд с одного конца.
   *[other] Солдаты снова и снова идут восьмёркой: по домашнему ряду, по среднему, по ряду противника и снова по среднему.
}
rules-sk-dice-title = Кости
rules-sk-dice = { $faces ->
    [x-i-ii-iii] Костей { $dice }: четырёхгранные палочки с метками X, I, II и III. X и I двигают фигуру на одну линию, II — на две, III — на три.
   *[other] Костей { $dice }: четырёхгранные палочки с метками X, II, III и пустой гранью Ø. X двигает фигуру на одну линию, II — на две, III — на три, а Ø { $blank ->
        [0] не двигает вовсе
       *[other] — на четыре
    }.
} { $order ->
    [strict] Кости используются в строгом порядке: сначала X, затем { $faces ->
        [x-i-ii-iii] I, II и III
       *[other] III, II и Ø
    }.
   *[other] Кости можно использовать в любом порядке.
} Каждая кость двигает одну фигуру; кость, которую ни одна фигура не может использовать, сгорает.
rules-sk-waking-title = Активация солдат
rules-sk-waking = Неактивный солдат не может ходить. { $activation ->
    [flip] Кость с X переворачивает неактивную фишку на месте: с этого момента она активна.
    [to-middle] Кость с X активирует солдата, и он сразу переходит на средний ряд.
   *[other] Кость с X активирует солдата: он встаёт и делает шаг на одну линию по своему пути.
} { $activation-order ->
    [strict] Солдаты активируются по очереди, начиная с ближайшего к выходу из домашнего ряда.
   *[other] Можно активировать любого неактивного солдата.
}
rules-sk-lines-title = Ходы и общая линия
rules-sk-lines = Активная фигура проходит по своему пути ровно столько линий, сколько показывает её кость. Какие фигуры могут стоять на одной линии и может ли солдат обгонять своих — зависит от семейства:
rules-sk-capture-title = Рубка
rules-sk-capture = Фигура, закончившая ход на линии с фигурами противника, срубает их все, и они уходят с доски. { $capture-inactive ->
    [on] Неактивные солдаты тоже срубаются.
   *[other] Срубаются только активные фигуры; неактивного солдата взять нельзя.
}
rules-sk-blocking-title = Блокировка
rules-sk-blocking = Солдат, закончивший ход на неактивном солдате противника, встаёт на него и блокирует его: этот солдат и те, что за ним в его ряду, не могут активироваться, пока блокирующий не уйдёт.
rules-sk-king-title = Гонагас
rules-sk-king = { $king-recruit ->
    [step-forward] Солдат, закончивший ход на линии гонагаса, вербует его для своей стороны, и гонагас сразу делает шаг на одну линию вперёд по пути новой стороны.
    [enemy-home-row] Солдат, вошедший в домашний ряд противника, вербует гонагаса для своей стороны, где бы тот ни стоял; ни один солдат не может остановиться на его линии.
    [land-or-centre] Солдат, закончивший ход на линии гонагаса или на опустевшей центральной линии, вербует его для своей стороны.
    [home-row-then-land] Гонагас ничей, и ни одна фигура не может остановиться на его линии, пока первый солдат не войдёт в домашний ряд противника: он вербует гонагаса для своей стороны, где бы тот ни стоял. После этого солдат или королева противника, закончившие ход на линии гонагаса, перевербовывают его и делят с ним линию; гонагаса никогда не срубают.
   *[other] Солдат, закончивший ход на линии гонагаса, вербует его для своей стороны.
} С этого момента он ходит за эту сторону, пока другая сторона не перевербует его.
rules-sk-queen-title = Королевы
rules-sk-queen = У каждой стороны есть королева; она начинает неактивной на отмеченной линии среднего ряда, ближайшей к выходу её стороны. X активирует её шагом на свободную линию; { $any-direction ->
    [track] активная, она ходит как гонагас: по своему пути вперёд или назад или прямо поперёк рядов, ровно на столько линий, сколько показывает кость{ $middle-row-pass ->
        [own] {""}; на среднем ряду она идёт дальше по тому проходу, на котором стоит: по которому пришла или, перейдя поперёк, по тому, что следует за покинутым рядом
       *[other] {""}; с линии среднего ряда она может идти по любому из двух проходов своего пути
    }
   *[other] активная, она ходит в любом направлении
}. Активную королеву противника срубает { $soldier-takes-queen ->
    [off] королева или король (но не рядовая фигура)
   *[on] любая фигура
}, если закончит ход на её линии; её сторона сразу проигрывает.
rules-sk-win-title = Победа
rules-sk-win = Чтобы победить: { $how }. Партия, дошедшая до { $turns } ходов, — ничья.
rules-sampo-goal-title = Путешествие
rules-sampo-goal = Каждый игрок ведёт свою фишку по 40 клеткам истории «Калевалы», от первой клетки до клетки 40 — домой с Сампо.
rules-sampo-turn-title = Ход
rules-sampo-turn = Начинает самый младший, дальше ходят по кругу. Бросьте кубик, передвиньте фишку на столько клеток и сделайте то, что велит клетка, на которой вы остановились: заплатите или получите монеты, пройдите вперёд или назад, или ждите. Ниже три игрока сделали по одному броску:
rules-sampo-coins-title = Монеты и касса
rules-sampo-coins = Каждый получает 15 монет и платит 5 в общую кассу, так что у каждого в начале 10. Клетки заставляют платить в кассу, брать из неё или платить другим игрокам; первый, кто дойдёт до клетки 23, забирает половину кассы.
rules-sampo-holds-title = Ожидание
rules-sampo-holds = Некоторые клетки задерживают фишку: вы пропускаете один или несколько ходов или вам нужно выбросить определённое число, чтобы идти дальше (клетки 22, 24, 33–35 и 38). На клетках 33–35 вас освобождает пришедший туда другой игрок.
rules-sampo-end-title = Конец
rules-sampo-end = Первый, кто дойдёт до клетки 40, побеждает и забирает всё, что осталось в кассе. Бросок, уводящий дальше 40, отсчитывается назад от клетки 40, если домашние правила не требуют точного броска.
rules-sampo-squares-title = 40 клеток
rules-sampo-square-story = Клетка и история
rules-sampo-square-effect = Что она делает

## Обучение
tutorial-open = Научиться играть
tutorial-title = Учимся играть
tutorial-step = шаг { $n } из { $of }
tutorial-end = Закончить урок
tutorial-rules = Прочитать правила
tutorial-computer = Компьютер
tutorial-sampo-first-roll = Вы — игрок 1, на старте. Все плывут по клеткам от 1 до 40, и первый, кто доберётся домой, побеждает. Бросьте кубик: нажмите «Бросить кубик» или пробел.
tutorial-sampo-square = Вы на клетке { $n }, «{ $title }». У каждой клетки есть история и указание: { $effect } Рассказчик читает их вслух. Когда снова будет ваш ход, бросайте.
tutorial-sampo-coins = Монеты: у каждого в начале было 10, а в кассе копится то, что платят игроки. Список показывает монеты каждого, а маленькое число — что только что изменилось. Бросайте снова.
tutorial-sampo-explain = Некоторые клетки задерживают: вы пропускаете ходы или вам нужно выбросить определённое число. Чтобы прочитать любую клетку, щёлкните по ней или пройдите по доске стрелками и нажмите Enter. Бросайте снова.
tutorial-sampo-done = Это всё, что нужно знать. Играйте до клетки 40 или прочитайте правила во всех подробностях.
tutorial-sk-opening = Сначала — кто начинает: игроки по очереди бросают одну кость, и первый, у кого выпадет X, начинает. Нажмите «Бросить одну кость» или пробел.
tutorial-sk-throw = Ваш ход: бросьте кости. Нажмите «Бросить кости» или пробел.
tutorial-sk-reroll = У вас X, который можно перебросить: выберите эту кость и бросьте снова или оставьте бросок (K).
tutorial-sk-wake = У вас есть X. Ваши солдаты спят на домашнем ряду (ряд a), и только X может разбудить одного из них. Щёлкните по солдату, затем по отмеченной линии, куда он пойдёт, или выберите ход в списке.
tutorial-sk-move = Каждая кость двигает одну активную фигуру на столько линий, сколько на ней выпало. Щёлкните по одному из своих стоящих солдат, затем по отмеченной линии, или выберите ход в списке.
tutorial-sk-wait = Ходит { $name }. Следите за доской: пунктир показывает последний ход.
tutorial-sk-captured = Вы срубили! Закончив ход на фигурах противника, вы снимаете их с доски.
tutorial-sk-lost = { $name } срубил ваши фигуры. Встаньте на его фигуры, чтобы ответить.
tutorial-sk-burnt = Кость, которую не могла использовать ни одна фигура, сгорела: в этом ходу она потеряна.
tutorial-sk-done = Вы знаете основы: будить X, ходить костями, рубить, вставая на противника. Остальное — в правилах: гонагас и как победить.
ask-cancel = Отмена
ask-save = Сохранить

# Поделиться партией по ссылке и QR-коду (issue 18)
share-open = Поделиться
share-title = Поделиться этой партией
share-what-game = Партию в её нынешнем виде
share-what-position = Эту позицию как вопрос: «Как бы вы здесь сыграли?»
share-qr = QR-код ссылки
share-note = Партия передаётся внутри самой ссылки: кто её откроет, получит копию на своём устройстве.
share-link = Ссылка
share-copy = Скопировать ссылку
share-copied = Ссылка скопирована.
share-copy-failed = Браузер не дал скопировать ссылку: выделите её и скопируйте сами.
share-native = Поделиться…
share-close = Закрыть
shared-title = Партия, которой поделились
shared-question = Как бы вы здесь сыграли?
shared-sampo = Сампо, игроки: { $names }. Бросков пока: { $rolls }.
shared-sahkku = Сахкку ({ $family }): { $one } против { $two }. Ходов пока: { $moves }.
shared-over = Эта партия окончена.
shared-play = Продолжить партию отсюда
shared-position = Открыть позицию
shared-watch = Смотреть с первого хода
shared-home = На главную
shared-note = Продолженная здесь, партия только ваша: другое устройство хранит свою копию. Незаконченная партия, которая у вас была, сохраняется в «Сохранённых играх».
shared-resume = Вернуться к своей партии
link-error = Эта ссылка ничего не открывает: { $why }
link-error-foreign = это не ссылка на партию Sampo & Sáhkku.
link-error-damaged = она повреждена или обрезана. Попросите её ещё раз или скопируйте ссылку целиком.
link-error-future = её сделала более новая версия приложения. Перезагрузите приложение, чтобы обновить его.
link-error-invalid = партия в ней не соответствует правилам. { $detail }
share-page-title = Поделиться этой страницей
share-page-note = Ссылка откроет эту страницу на этом же языке на другом устройстве.
share-lesson-title = Поделиться этим уроком
share-lesson-note = Ссылка начнёт тот же урок на этом же языке на другом устройстве.
share-lab-title = Поделиться этой настройкой
share-lab-note = Ссылка откроет Лабораторию с этой настройкой: «Сыграть партии» сыграет те же партии заново (их определяет зерно).
lab-shared = Настройка, которой поделились: «Сыграть партии» сыграет те же партии заново.

## Play by link (issue 18)
kind-link = Друг, по ссылке
sk-seat-two-link = играет пирамидами с вырезом (светлыми), с ряда c, на своём устройстве: после каждого хода вы отправляете друг другу ссылку
link-slot-name = Сахкку по ссылке: { $name }
link-status-waiting = Ждём ссылку: { $name }
link-invite-title = Пригласить: { $name }
link-invite-note = Отправьте это приглашение: { $name }. Ответ придёт ссылкой: откройте её на этом устройстве, и партия начнётся.
link-answer-title = Отправьте ответ: { $name }
link-send-title = Ваш ход сделан — отправьте его: { $name }
link-wait-note = Следующий ход ({ $name }) придёт ссылкой: откройте её на этом устройстве. Пока партия хранится в «Сохранённых играх».
link-last-title = Партия окончена — отправьте последнюю ссылку: { $name }
link-last-note = По ней { $name } тоже увидит конец партии.
link-send = Отправить ссылку…
link-send-dialog = Отправить ссылку
link-send-dialog-note = Скопируйте её в сообщение, воспользуйтесь кнопкой «Поделиться» устройства или дайте другому игроку отсканировать код. Открыть её может только партия на другом устройстве.
link-invited-title = { $host } приглашает вас сыграть в сахкку
link-invited-summary = { $family }: { $host } играет за сторону 1, вы — за сторону 2 под именем { $guest }. После каждого хода вы отправляете друг другу ссылку.
link-accept = Принять и ответить
link-dice-note = Оба устройства бросают кости вместе: ни один игрок не может увидеть их заранее или выбрать, а повторное открытие ссылки ничего не перебрасывает. Партия хранится в «Сохранённых играх».
link-turn-unknown = это ход партии по ссылке, которой нет на этом устройстве. Откройте её на устройстве, на котором вы играете эту партию.
link-turn-order = она не продолжает последний ход, известный этому устройству. Откройте самую новую полученную ссылку.
link-turn-dice = её кости не те, которые обещал отправитель: ссылку изменили по дороге. Попросите её ещё раз.
link-turn-length = ход в ней оборван или слишком длинный: ссылку изменили по дороге. Попросите её ещё раз.
link-turn-move = ход { $n } в ней здесь не разрешён: ссылку изменили по дороге. Попросите её ещё раз.
link-slot-name-sampo = Сампо по ссылке: { $name }
link-invited-title-sampo = { $host } приглашает вас сыграть в Сампо
link-invited-summary-sampo = Два игрока: { $host } бросает за первое место, вы — за второе под именем { $guest }. После каждого хода вы отправляете друг другу ссылку.
link-your-turn = Ваш ход
link-watch = Посмотреть ход: { $name }

# The computer's hint (src/app/sahkku/hint.rs)
sk-hint-ask = Подсказка (H)
sk-hint-title = Подсказка компьютера
sk-hint-weighing = Мастер взвешивает все способы сыграть этот бросок…
sk-hint-unloaded = Подсказки нет: компьютерные игроки не загрузились. Игра продолжается.
sk-hint-chance = шанс выиграть { $chance }
sk-hint-gives = отдаёт { $points } пунктов
sk-hint-yours = Сыгранное вами в этом ходу отдаёт { $points } пунктов по сравнению с лучшим.
sk-hint-of = Лучшие из { $n } способов сыграть этот бросок, по мнению мастера; лучший отмечен на доске.
sk-hint-shallow = (взвешено не так глубоко)
sk-hint-kept = Если оставить этот бросок, лучшие ходы:
sk-hint-rerolls = Оставить бросок или перебросить: каждый вариант взвешен по лучшему ходу после него. Выбор мастера идёт первым, а кость, которую он перебросил бы, отмечена.
teacher-hints = Предлагать подсказки компьютера (H)
setup-hints = Подсказки компьютера
setup-hints-help = Игрок, чей ход, может нажать H (или «Подсказка»), чтобы увидеть лучшие ходы мастера и сколько отдаёт его собственный ход. Разбор считает использованные подсказки. В играх по ссылке подсказок нет.
sk-review-hints = Использовано подсказок: { $n }
sk-review-hinted = Здесь была подсказка.
keys-hint-key = H
keys-hint = подсказка компьютера для вашего хода в Сяхкку
keys-analyse-key = A
keys-analyse = анализ позиции в Сяхкку (в повторе или в игре между людьми, когда подсказки включены)
shared-question-answer = Откройте позицию и решите, как сыграть; затем «Подсказка» (H) покажет ответ компьютера: его лучшие ходы и сколько отдаёт ваш.
## Задачи (src/app/puzzles)
pz-title = Задачи
pz-loading = Задачи открываются…
pz-unavailable = Не удалось загрузить задачи (нет подключения к сети?). Всё остальное в приложении работает; попробуйте снова, когда появится сеть.
pz-fetching = Загружаются задачи этого семейства…
pz-file-unavailable = Не удалось загрузить задачи этого семейства (нет подключения к сети?). Семейство, задачи которого однажды открывались, работает без сети.
pz-damaged = Файл задач этого семейства пришёл повреждённым: это не тот файл, что идёт с этой версией приложения. Ваш рейтинг не изменился. Попробуйте снова; если файл всё так же повреждён, перезагрузите приложение.
pz-try-again = Попробовать снова
pz-none = Ни одну задачу этого семейства не удалось расставить на этом устройстве.
pz-rating = Рейтинг в задачах { $rating }
pz-streak = Серия { $n } (лучшая { $best })
pz-solved = Решено { $solved } из { $tried }
pz-task = Ходит { $name }: найдите лучший ход для этого броска.
pz-about = Рейтинг задачи { $rating } · возможных ходов: { $n }
pz-missing = Присланной задачи нет среди задач этой версии: вот другая того же семейства.
pz-take-back = Вернуть (U)
pz-reveal = Показать ответ (R)
pz-next = Следующая задача (N)
pz-right = Верно: это лучший ход.
pz-wrong = Не лучший ход: ваш отдаёт { $points } пунктов шанса на победу.
pz-revealed = Ответ показан (без рейтинга).
pz-yours = Ваш ход: отдаёт { $points } пунктов, место { $rank } в списке мастера.
pz-show-best = Показать лучший ход
pz-show-yours = Показать ваш ход
pz-marked-best = На доске отмечен лучший ход: фигуры, которые он двигает, и куда они идут.
pz-marked-yours = На доске отмечен ваш ход: фигуры, которые вы двигали, и куда они пошли.
pz-share-title = Поделиться задачей
pz-share-note = Задача передаётся внутри самой ссылки: кто её откроет, решает её на своём устройстве.
## Positions set up by hand (lessons/words.rs: setup_error_text)
save-invalid-start-text = Её начальную позицию нельзя прочесть: «{ $token }».
save-invalid-start = Её начальная позиция невозможна. { $why }
sk-impossible-too-many = У игрока { $side } больше солдат, чем { $max }, с которыми начинает сторона.
sk-impossible-off-path = Солдат игрока { $side } стоит за концом своего пути.
sk-impossible-asleep-off-home = Спящий солдат игрока { $side } стоит на { $cell }, вне своего домашнего ряда: солдаты спят только там, где начинают.
sk-impossible-no-queens = В этом семействе играют без королев.
sk-impossible-queen-asleep = Спящая королева игрока { $side } стоит на { $cell }, вне своей метки: королева спит только там, где начинает.
sk-impossible-off-board = Фигура стоит вне доски.
sk-impossible-king-off-path = Завербованный гонагас стоит вне пути своего хозяина.
sk-impossible-no-king = В этом семействе гонагас всегда на доске.
sk-impossible-crowded = На { $cell } стоят две фигуры, а правила позволяют остановиться там только одной из них.
sk-impossible-lost = Игроку { $side } больше нечем играть: игра была бы окончена.
## The position editor (src/app/editor)
ed-title = Расставить позицию
ed-loading = Редактор позиций открывается…
ed-unavailable = Не удалось загрузить редактор позиций (нет подключения к сети?). Всё остальное в приложении работает; попробуйте снова, когда появится сеть.
ed-tools = Поставить на доску
ed-soldier-awake = Солдат игрока { $side }, бодрствует
ed-soldier-asleep = Солдат игрока { $side }, спит
ed-queen-awake = Королева игрока { $side }, бодрствует
ed-queen-asleep = Королева игрока { $side }, спит
ed-king-free = Гонагас, свободный
ed-king-of = Гонагас игрока { $side }
ed-take = Снять фигуру
ed-homeward = На среднем ряду, на пути домой
ed-start = Начало семейства
ed-clear = Очистить доску
ed-to-play = Бросает следующим
ed-throw = Бросок (по желанию)
ed-die = Кость { $n }
ed-valid = Позиция, достижимая по правилам: мастер может взвесить каждый способ сыграть этот бросок.
ed-valid-throw = Позиция, достижимая по правилам. Проанализируйте её, чтобы увидеть шансы сторон до броска, или выберите бросок, и мастер взвесит его ходы.
ed-no-turn = { $name } не может сыграть этот бросок: ни одна фигура не может им походить, поэтому ход переходит. Следующим бросает { $other }.
ed-impossible = Эту позицию нельзя сыграть.
ed-throw-unfinished = Выберите грань для каждой кости или ни для одной.
ed-analyse = Анализировать
ed-outlook-title = До броска
ed-outlook-weighing = Взвешиваются все возможные броски…
ed-outlook-chance = { $name }: шанс выиграть { $chance }
ed-outlook-help = Броски, которые больше всего помогают: { $name }
ed-outlook-hurt = Броски, которые больше всего вредят: { $name }
ed-outlook-throw = Бросок
ed-outlook-to-win = Выигрыш
ed-outlook-luck = Удача (пункты)
ed-outlook-comes = Выпадает
ed-outlook-pick = Выбрать этот бросок и взвесить его ходы
ed-outlook-note = Каждый бросок взвешивается так же, как обзор оценивает удачу броска: лучший способ его сыграть по оценке мастера. Выберите бросок, чтобы увидеть его ходы.
sk-analyse = Анализировать эту позицию (A)
ed-share-title = Поделиться позицией
ed-share-note = Позиция передаётся внутри самой ссылки: кто её откроет, получит её в редакторе и проанализирует на своём устройстве.
