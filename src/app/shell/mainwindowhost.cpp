#include "shell/mainwindowhost.h"

#include "document/encounterdocument.h"
#include "document/portraitimageprovider.h"
#include "document/workerthread.h"
#include "shell/workbench.h"

#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <cstdio>

MainWindowHost::MainWindowHost(QObject *parent) : QObject(parent), m_workbench(new Workbench(this))
{
}

MainWindowHost::~MainWindowHost()
{
    // The window goes before the workbench it shows, and the workbench's parts before the
    // document: an export in flight is cancelled and the autosaver lets go of its files.
    m_engine.reset();
    m_workbench->releaseParts();
    // Saves in flight are finished before the program ends, and every worker is joined
    // (docs/architecture.md §4.15). A write stuck past the bound (a network folder gone) is
    // left to the end of the process: QSaveFile leaves the file as it was.
    DocumentJobs *jobs = document()->jobs();
    const bool finished = jobs->finish(
        QuitWait, [] { std::fputs("gridkeep: finishing a save before quitting…\n", stderr); });
    if (!finished) {
        std::fputs("gridkeep: a save did not finish in time; the file keeps its last whole "
                   "version\n",
                   stderr);
        jobs->abandon();
    }
    // Workers outside the document (a folder scan, a cover heat map) only compute: they are
    // waited for briefly, and left to the end of the process after that.
    (void)WorkerThread::finishAll(QuitWait);
}

EncounterDocument *MainWindowHost::document() const
{
    return m_workbench->document();
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
    QQmlEngine::setObjectOwnership(m_workbench, QQmlEngine::CppOwnership);
    m_engine->addImageProvider(PortraitImageProvider::ProviderId,
                               new PortraitImageProvider(document()));
    m_engine->setInitialProperties({
        {QStringLiteral("workbench"), QVariant::fromValue(m_workbench)},
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
