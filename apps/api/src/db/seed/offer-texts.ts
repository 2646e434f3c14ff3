/** The public offer of the b2b_selfcare service (spec §2 Offer page), shown as HTML in each language. */
export const DEMO_OFFER_ID = 'b2b_selfcare-2025-03';

export const OFFER_HTML = {
  ru: `<h2>Публичная оферта на использование сервиса «Корпоративный кабинет»</h2>
<p>Настоящая оферта определяет условия, на которых оператор предоставляет корпоративному клиенту (далее — Клиент) доступ к сервису самообслуживания «Корпоративный кабинет».</p>
<h3>1. Предмет</h3>
<p>1.1. Оператор предоставляет Клиенту доступ к управлению абонентскими номерами Клиента: подключению и отключению услуг, блокировке и разблокировке номеров, замене SIM-карт и eSIM, получению отчётов и документов.</p>
<p>1.2. Акцептом оферты является отметка «Я принимаю условия» и нажатие кнопки «Отправить» уполномоченным представителем Клиента.</p>
<h3>2. Права и обязанности сторон</h3>
<p>2.1. Клиент обеспечивает сохранность учётных данных своих администраторов и несёт ответственность за действия, совершённые с их использованием.</p>
<p>2.2. Оператор вправе приостановить доступ к сервису при наличии просроченной задолженности, уведомив Клиента.</p>
<h3>3. Стоимость</h3>
<p>3.1. Доступ к сервису предоставляется без дополнительной платы. Услуги, подключаемые через сервис, оплачиваются по действующим тарифам оператора.</p>
<h3>4. Персональные данные</h3>
<p>4.1. Стороны обрабатывают персональные данные в соответствии с Законом Республики Казахстан «О персональных данных и их защите».</p>
<p>Служба корпоративной поддержки: <strong>9099</strong>.</p>`,
  en: `<h2>Public offer for the use of the "Corporate self-service" service</h2>
<p>This offer sets out the terms on which the operator gives a corporate customer (the Customer) access to the "Corporate self-service" portal.</p>
<h3>1. Subject</h3>
<p>1.1. The operator lets the Customer manage the Customer's mobile numbers: connect and disconnect services, block and unblock numbers, replace SIM cards and eSIMs, and obtain reports and documents.</p>
<p>1.2. The offer is accepted when an authorised representative of the Customer ticks "I accept the terms" and presses "Send".</p>
<h3>2. Rights and obligations</h3>
<p>2.1. The Customer keeps the credentials of its administrators safe and is responsible for actions taken with them.</p>
<p>2.2. The operator may suspend access to the service when a debt is overdue, after notifying the Customer.</p>
<h3>3. Price</h3>
<p>3.1. Access to the service is free of charge. Services connected through it are charged at the operator's current rates.</p>
<h3>4. Personal data</h3>
<p>4.1. The parties process personal data in accordance with the Law of the Republic of Kazakhstan "On Personal Data and Their Protection".</p>
<p>Corporate support: <strong>9099</strong>.</p>`,
  kk: `<h2>«Корпоративтік кабинет» сервисін пайдалануға арналған жария оферта</h2>
<p>Осы оферта оператордың корпоративтік клиентке (бұдан әрі — Клиент) «Корпоративтік кабинет» өзіне-өзі қызмет көрсету сервисіне қолжетімділік беру шарттарын айқындайды.</p>
<h3>1. Мәні</h3>
<p>1.1. Оператор Клиентке оның абоненттік нөмірлерін басқаруға мүмкіндік береді: қызметтерді қосу және өшіру, нөмірлерді бұғаттау және бұғаттан шығару, SIM-карталар мен eSIM-ді ауыстыру, есептер мен құжаттарды алу.</p>
<p>1.2. Клиенттің уәкілетті өкілі «Шарттарды қабылдаймын» белгісін қойып, «Жіберу» түймесін басқан кезде оферта қабылданды деп есептеледі.</p>
<h3>2. Тараптардың құқықтары мен міндеттері</h3>
<p>2.1. Клиент өз әкімшілерінің тіркелгі деректерінің қауіпсіздігін қамтамасыз етеді және олар арқылы жасалған әрекеттерге жауап береді.</p>
<p>2.2. Мерзімі өткен берешек болған жағдайда Оператор Клиентті хабардар етіп, сервиске қолжетімділікті тоқтата тұруға құқылы.</p>
<h3>3. Құны</h3>
<p>3.1. Сервиске қолжетімділік қосымша ақысыз беріледі. Сервис арқылы қосылған қызметтер оператордың қолданыстағы тарифтері бойынша төленеді.</p>
<h3>4. Дербес деректер</h3>
<p>4.1. Тараптар дербес деректерді «Дербес деректер және оларды қорғау туралы» Қазақстан Республикасының Заңына сәйкес өңдейді.</p>
<p>Корпоративтік қолдау қызметі: <strong>9099</strong>.</p>`,
} as const;
