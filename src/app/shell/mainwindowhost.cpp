#include "shell/mainwindowhost.h"

#include "document/encounterdocument.h"
#include "document/portraitimageprovider.h"

#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

MainWindowHost::MainWindowHost(QObject *parent)
    : QObject(parent), m_document(new EncounterDocument(this))
{
}

MainWindowHost::~MainWindowHost()
{
    // The window goes before the document it shows.
    m_engine.reset();
}

QQuickWindow *MainWindowHost::window() const
{
    return m_window;
}

bool MainWindowHost::create(QSize size)
{
    // Fusion follows the system palette, light or dark; QT_QUICK_CONTROLS_STYLE still wins.
    // Once per process: the style cannot change after the first window imported the controls.
    static const bool styleChosen = [] {
        if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
            QQuickStyle::setStyle(QStringLiteral("Fusion"));
        return true;
    }();
    Q_UNUSED(styleChosen);

    m_engine = std::make_unique<QQmlApplicationEngine>();
    QQmlEngine::setObjectOwnership(m_document, QQmlEngine::CppOwnership);
    m_engine->addImageProvider(PortraitImageProvider::ProviderId,
                               new PortraitImageProvider(m_document));
    m_engine->setInitialProperties({
        {QStringLiteral("document"), QVariant::fromValue(m_document)},
        {QStringLiteral("width"), size.width()},
        {QStringLiteral("height"), size.height()},
    });
    connect(m_engine.get(), &QQmlEngine::warnings, this, [this](const QList<QQmlError> &list) {
        for (const auto &warning : list)
            m_warnings << warning.toString();
    });
    m_engine->load(QUrl(MainQmlUrl));
    const auto roots = m_engine->rootObjects();
    m_window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(roots.front());
    if (!m_window) {
        m_error = m_warnings.isEmpty() ? QStringLiteral("could not load %1").arg(MainQmlUrl)
                                       : m_warnings.join(QLatin1Char('\n'));
        return false;
    }
    return true;
}
