#include "sharecontroller.h"

#include "document/encounterdocument.h"
#include "io/pngbytes.h"
#include "player/boardpings.h"
#include "player/handoutshelf.h"
#include "player/playermirror.h"
#include "share/joincode.h"
#include "share/shareqrcode.h"
#include "share/shareserver.h"
#include "share/sharestate.h"

#include <QHostAddress>
#include <QNetworkInterface>
#include <QTimer>

ShareController::ShareController(QObject *parent) : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("gridkeep-share"));
}

ShareController::~ShareController()
{
    stop();
}

void ShareController::setSources(EncounterDocument *document, PlayerMirror *mirror,
                                 BoardPings *pings, HandoutShelf *handouts)
{
    m_document = document;
    m_mirror = mirror;
    m_pings = pings;
    m_handouts = handouts;
    // The players' copy changes only on commits (and fog, combat and scene changes): each
    // batch of them is one new state.
    if (EncounterDocument *players = mirror ? mirror->document() : nullptr) {
        for (auto signal : {&EncounterDocument::encounterReset, &EncounterDocument::boardChanged,
                            &EncounterDocument::infoChanged, &EncounterDocument::combatChanged,
                            &EncounterDocument::fogChanged})
            connect(players, signal, this, &ShareController::schedule);
        connect(players, &EncounterDocument::changed, this, &ShareController::schedule);
    }
    if (document) // the fog blacks out tiles: it lives in the GM's document
        connect(document, &EncounterDocument::fogChanged, this, &ShareController::schedule);
    if (handouts)
        connect(handouts, &HandoutShelf::shownChanged, this, &ShareController::schedule);
    if (pings)
        connect(pings, &BoardPings::pingsChanged, this, &ShareController::forwardNewPings);
}

QString ShareController::url() const
{
    if (!isRunning())
        return {};
    const QHostAddress host(m_address);
    const QString shown = host.protocol() == QAbstractSocket::IPv6Protocol
                              ? QStringLiteral("[%1]").arg(m_address)
                              : m_address;
    return QStringLiteral("http://%1:%2/?code=%3").arg(shown).arg(m_port).arg(m_code);
}

QString ShareController::qrCode() const
{
    return isRunning() ? ShareQrCode::dataUrl(url()) : QString();
}

QVariantList ShareController::interfaces() const
{
    QVariantList rows{QVariantMap{{QStringLiteral("name"), tr("This computer only")},
                                  {QStringLiteral("address"), QStringLiteral("127.0.0.1")}}};
    const auto all = QNetworkInterface::allInterfaces();
    for (const auto &interface : all) {
        const auto flags = interface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) ||
            (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const auto &entry : interface.addressEntries()) {
            const QHostAddress ip = entry.ip();
            if (ip.protocol() != QAbstractSocket::IPv4Protocol)
                continue;
            rows << QVariantMap{{QStringLiteral("name"), interface.humanReadableName()},
                                {QStringLiteral("address"), ip.toString()}};
        }
    }
    return rows;
}

void ShareController::setAddress(const QString &address)
{
    if (address == m_address)
        return;
    m_address = address;
    Q_EMIT addressChanged();
}

void ShareController::setPort(int port)
{
    port = std::clamp(port, 0, 65535);
    if (port == m_requestedPort)
        return;
    m_requestedPort = port;
    Q_EMIT portChanged();
}

void ShareController::setPingsAllowed(bool allowed)
{
    if (allowed == m_pingsAllowed)
        return;
    m_pingsAllowed = allowed;
    if (m_server)
        QMetaObject::invokeMethod(
            m_server, [server = m_server, allowed] { server->setPingsAllowed(allowed); });
    Q_EMIT pingsAllowedChanged();
    schedule();
}

void ShareController::setCamera(const QRectF &camera)
{
    if (camera == m_camera)
        return;
    m_camera = camera;
    Q_EMIT cameraChanged();
    schedule();
}

void ShareController::setBlanked(bool blanked)
{
    if (blanked == m_blanked)
        return;
    m_blanked = blanked;
    Q_EMIT blankedChanged();
    schedule();
}

void ShareController::setBetweenScenes(bool between)
{
    if (between == m_betweenScenes)
        return;
    m_betweenScenes = between;
    Q_EMIT betweenScenesChanged();
    schedule();
}

void ShareController::setSessionTitle(const QString &title)
{
    if (title == m_sessionTitle)
        return;
    m_sessionTitle = title;
    Q_EMIT sessionTitleChanged();
    schedule();
}

void ShareController::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    Q_EMIT errorStringChanged();
}

bool ShareController::start(const QString &code)
{
    stop();
    const QHostAddress host(m_address);
    if (host.isNull()) {
        setError(tr("“%1” is not a network address.").arg(m_address));
        return false;
    }
    if (!code.isEmpty() && !JoinCode::isWellFormed(code)) {
        setError(tr("A join code has 16 to 128 letters, digits, “-” or “_”."));
        return false;
    }
    m_code = code.isEmpty() ? JoinCode::generate() : code;
    m_server = new ShareServer(m_code.toLatin1(), m_limits);
    m_server->setPingsAllowed(m_pingsAllowed);
    m_server->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_server, &QObject::deleteLater);
    connect(m_server, &ShareServer::listening, this, [this](quint16 port) {
        m_port = port;
        setError({});
        Q_EMIT runningChanged();
        Q_EMIT started(url());
    });
    connect(m_server, &ShareServer::failed, this, [this](const QString &reason) {
        setError(tr("Sharing could not start: %1").arg(reason));
        stop();
    });
    connect(m_server, &ShareServer::devicesChanged, this, [this](const QVariantList &devices) {
        m_devices = devices;
        Q_EMIT devicesChanged();
    });
    connect(m_server, &ShareServer::devicePinged, this, [this](double x, double y) {
        if (m_pings && m_pingsAllowed)
            m_pings->ping(x, y);
    });
    m_thread.start();
    const auto port = quint16(m_requestedPort);
    QMetaObject::invokeMethod(m_server,
                              [server = m_server, host, port] { server->start(host, port); });
    // What the devices see first: the current state.
    m_sentPings.clear();
    if (m_pings) {
        for (const auto &row : m_pings->pings())
            m_sentPings << row.toMap().value(QStringLiteral("pingId")).toInt();
    }
    publish();
    return true;
}

void ShareController::stop()
{
    if (!m_server)
        return;
    const bool wasRunning = isRunning();
    QMetaObject::invokeMethod(m_server, [server = m_server] { server->stop(); });
    m_thread.quit(); // deletes the server there, after its stop()
    m_thread.wait();
    m_server = nullptr;
    m_port = 0;
    m_code.clear();
    if (!m_devices.isEmpty()) {
        m_devices.clear();
        Q_EMIT devicesChanged();
    }
    if (wasRunning)
        Q_EMIT runningChanged();
}

void ShareController::disconnectDevice(const QString &deviceId)
{
    if (m_server)
        QMetaObject::invokeMethod(
            m_server, [server = m_server, deviceId] { server->disconnectDevice(deviceId); });
}

void ShareController::schedule()
{
    if (!m_server || m_scheduled)
        return;
    m_scheduled = true;
    // Once per batch: the mirror follows a commit with several primitive edits.
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        publish();
    });
}

void ShareController::publish()
{
    if (!m_server || !m_mirror || !m_mirror->document() || !m_document)
        return;
    auto snapshot = std::make_shared<ShareSnapshot>();
    snapshot->version = ++m_version;
    ShareState::Extras extras;
    extras.camera = m_camera;
    extras.blanked = m_blanked;
    extras.betweenScenes = m_betweenScenes || m_mirror->isHeld();
    extras.sessionTitle = m_sessionTitle;
    extras.pingsAllowed = m_pingsAllowed;
    extras.tileCells = snapshot->tileCells;
    extras.cellPixels = snapshot->cellPixels;
    if (m_handouts) {
        const QVariantMap shown = m_handouts->shown();
        extras.handoutTitle = shown.value(QStringLiteral("title")).toString();
        extras.handoutKind = shown.value(QStringLiteral("kind")).toString();
        extras.handoutText = shown.value(QStringLiteral("text")).toString();
        const QString id = shown.value(QStringLiteral("handoutId")).toString();
        if (extras.handoutKind == QLatin1String("image") && id != m_handoutId) {
            m_handoutId = id;
            m_handoutPng = PngBytes::of(m_handouts->image(id));
        }
        if (extras.handoutKind != QLatin1String("image")) {
            m_handoutId.clear();
            m_handoutPng.clear();
        }
        snapshot->handoutPng = m_handoutPng;
    }
    const Encounter &players = m_mirror->document()->encounter();
    snapshot->state = ShareState::message(players, extras, snapshot->version);
    if (!extras.blanked && !extras.betweenScenes && players.board.isSquare())
        snapshot->tilesFrom = m_document->encounter();
    QMetaObject::invokeMethod(
        m_server, [server = m_server, snapshot = std::shared_ptr<const ShareSnapshot>(snapshot)] {
            server->publish(snapshot);
        });
    Q_EMIT published(m_version);
}

void ShareController::forwardNewPings()
{
    if (!m_server || !m_pings)
        return;
    QList<int> live;
    for (const auto &row : m_pings->pings()) {
        const QVariantMap ping = row.toMap();
        const int id = ping.value(QStringLiteral("pingId")).toInt();
        live << id;
        if (m_sentPings.contains(id))
            continue;
        const double x = ping.value(QStringLiteral("cellX")).toDouble();
        const double y = ping.value(QStringLiteral("cellY")).toDouble();
        QMetaObject::invokeMethod(m_server, [server = m_server, x, y] { server->ring(x, y); });
    }
    m_sentPings = live;
}
