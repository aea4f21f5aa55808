#pragma once

#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QThread>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "share/sharelimits.h"

class BoardPings;
class EncounterDocument;
class HandoutShelf;
class PlayerMirror;
class ShareServer;

// Sharing the player view with the players' own devices (README, "Players' devices";
// docs/sharing.md): off until the GM starts it (View ▸ Share With Players' Devices…, or
// --share). It runs a ShareServer on its own thread and, after each committed change of the
// players' copy (PlayerMirror), hands it a snapshot: the state message from the players'
// encounter and the committed encounter to draw the tiles from in the players' mode. Drags
// never reach the document, so nothing is sent while one is in progress.
class ShareController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by the Workbench")
    Q_PROPERTY(bool running READ isRunning NOTIFY runningChanged)
    Q_PROPERTY(QString url READ url NOTIFY runningChanged)
    Q_PROPERTY(QString qrCode READ qrCode NOTIFY runningChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    // [{name, address}]: loopback first, then each running interface's IPv4 addresses.
    Q_PROPERTY(QVariantList interfaces READ interfaces NOTIFY interfacesChanged)
    Q_PROPERTY(QString address READ address WRITE setAddress NOTIFY addressChanged)
    Q_PROPERTY(int port READ port WRITE setPort NOTIFY portChanged)
    // [{deviceId, address, since}] of the devices watching.
    Q_PROPERTY(QVariantList devices READ devices NOTIFY devicesChanged)
    Q_PROPERTY(bool pingsAllowed READ pingsAllowed WRITE setPingsAllowed NOTIFY pingsAllowedChanged)
    // What the player window shows besides the encounter, bound by PlayerViewControl.qml.
    Q_PROPERTY(QRectF camera READ camera WRITE setCamera NOTIFY cameraChanged)
    Q_PROPERTY(bool blanked READ blanked WRITE setBlanked NOTIFY blankedChanged)
    Q_PROPERTY(
        bool betweenScenes READ betweenScenes WRITE setBetweenScenes NOTIFY betweenScenesChanged)
    Q_PROPERTY(
        QString sessionTitle READ sessionTitle WRITE setSessionTitle NOTIFY sessionTitleChanged)
    // The version of the last state handed to the server (0: none yet).
    Q_PROPERTY(int version READ version NOTIFY published)

public:
    static constexpr int DefaultPort = 8787;

    explicit ShareController(QObject *parent = nullptr);
    ~ShareController() override;

    void setSources(EncounterDocument *document, PlayerMirror *mirror, BoardPings *pings,
                    HandoutShelf *handouts);
    void setLimits(const ShareLimits &limits) { m_limits = limits; }

    [[nodiscard]] bool isRunning() const { return m_port > 0 && m_server; }
    [[nodiscard]] QString url() const;
    [[nodiscard]] QString qrCode() const;
    [[nodiscard]] QString errorString() const { return m_error; }
    [[nodiscard]] QVariantList interfaces() const;
    [[nodiscard]] QString address() const { return m_address; }
    void setAddress(const QString &address);
    [[nodiscard]] int port() const { return m_requestedPort; }
    void setPort(int port);
    [[nodiscard]] QVariantList devices() const { return m_devices; }
    [[nodiscard]] bool pingsAllowed() const { return m_pingsAllowed; }
    void setPingsAllowed(bool allowed);
    [[nodiscard]] QRectF camera() const { return m_camera; }
    void setCamera(const QRectF &camera);
    [[nodiscard]] bool blanked() const { return m_blanked; }
    void setBlanked(bool blanked);
    [[nodiscard]] bool betweenScenes() const { return m_betweenScenes; }
    void setBetweenScenes(bool between);
    [[nodiscard]] QString sessionTitle() const { return m_sessionTitle; }
    void setSessionTitle(const QString &title);
    [[nodiscard]] int version() const { return m_version; }
    [[nodiscard]] QString code() const { return m_code; }

    // Starts sharing on address:port with a new random join code, or `code` when given (it
    // must be JoinCode::isWellFormed). False, with errorString, when it cannot.
    Q_INVOKABLE bool start(const QString &code = {});
    Q_INVOKABLE void stop();
    Q_INVOKABLE void disconnectDevice(const QString &deviceId);
    Q_INVOKABLE void refreshInterfaces() { Q_EMIT interfacesChanged(); }

Q_SIGNALS:
    void runningChanged();
    void errorStringChanged();
    void interfacesChanged();
    void addressChanged();
    void portChanged();
    void devicesChanged();
    void pingsAllowedChanged();
    void cameraChanged();
    void blankedChanged();
    void betweenScenesChanged();
    void sessionTitleChanged();
    void published(int version);
    // The server listens: `url` is where the devices go.
    void started(const QString &url);

private:
    void schedule();
    void publish();
    void setError(const QString &error);
    void forwardNewPings();

    QPointer<EncounterDocument> m_document;
    QPointer<PlayerMirror> m_mirror;
    QPointer<BoardPings> m_pings;
    QPointer<HandoutShelf> m_handouts;
    ShareLimits m_limits;
    QThread m_thread;
    ShareServer *m_server = nullptr; // lives on m_thread
    QString m_code;
    QString m_address = QStringLiteral("127.0.0.1");
    int m_requestedPort = DefaultPort;
    int m_port = 0; // listening on; 0: not
    QString m_error;
    QVariantList m_devices;
    bool m_pingsAllowed = false;
    QRectF m_camera;
    bool m_blanked = false;
    bool m_betweenScenes = false;
    QString m_sessionTitle;
    int m_version = 0;
    bool m_scheduled = false;
    QList<int> m_sentPings; // ids of the GM's pings already rung on the devices
    QString m_handoutId;    // the shown handout whose PNG is cached
    QByteArray m_handoutPng;
};
